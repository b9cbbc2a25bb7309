// Where an app's server build goes, inside its dist: stored and released with the browser build as
// one version, and never served (the web server sends no file whose path has a dot-segment).
// Written by the build (shared/build/server-webpack.ts), read by the web server, which must not load
// the webpack factory to learn it.
export const SERVER_BUILD_DIR = '.server';
export const SERVER_BUILD_FILE = 'server.js';
