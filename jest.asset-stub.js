// What a test gets for a file the build ships (a font): its URL, as webpack's asset modules give it.
module.exports = '/fonts/asset-stub.woff2';
