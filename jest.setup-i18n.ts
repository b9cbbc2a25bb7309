// Every app's English texts, for the translator the test providers give (SiteProviders). A file of
// its own, after jest.setup-dom.ts: these imports load the router, which needs that file's globals.
import { addTestCatalog } from '@ceylon/shared/testing';
import publicEnglish from './remote-public/src/locales/en.json';
import shellEnglish from './shell/src/locales/en.json';

addTestCatalog(shellEnglish);
addTestCatalog(publicEnglish);
