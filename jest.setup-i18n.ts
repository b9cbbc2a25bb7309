// Every app's texts in each language, for the translators the test providers give (SiteProviders,
// renderPage's `language`). A file of its own, after jest.setup-dom.ts: these imports load the
// router, which needs that file's globals.
import { addTestCatalog } from '@ceylon/shared/testing';
import adminEnglish from './remote-admin/src/locales/en.json';
import adminSinhala from './remote-admin/src/locales/si.json';
import adminTamil from './remote-admin/src/locales/ta.json';
import customerEnglish from './remote-customer/src/locales/en.json';
import customerSinhala from './remote-customer/src/locales/si.json';
import customerTamil from './remote-customer/src/locales/ta.json';
import ownerEnglish from './remote-owner/src/locales/en.json';
import ownerSinhala from './remote-owner/src/locales/si.json';
import ownerTamil from './remote-owner/src/locales/ta.json';
import publicEnglish from './remote-public/src/locales/en.json';
import publicSinhala from './remote-public/src/locales/si.json';
import publicTamil from './remote-public/src/locales/ta.json';
import sharedExportEnglish from './shared/src/ui/bookings-export/locales/en.json';
import sharedExportSinhala from './shared/src/ui/bookings-export/locales/si.json';
import sharedExportTamil from './shared/src/ui/bookings-export/locales/ta.json';
import sharedDashboardEnglish from './shared/src/dashboard/locales/en.json';
import sharedDashboardSinhala from './shared/src/dashboard/locales/si.json';
import sharedDashboardTamil from './shared/src/dashboard/locales/ta.json';
import sharedEnglish from './shared/src/locales/en.json';
import sharedSinhala from './shared/src/locales/si.json';
import sharedTamil from './shared/src/locales/ta.json';
import shellEnglish from './shell/src/locales/en.json';
import shellSinhala from './shell/src/locales/si.json';
import shellTamil from './shell/src/locales/ta.json';

// @ceylon/shared's own texts (the shell carries the first, the areas drawing them the others).
for (const [english, sinhala, tamil] of [
  [sharedEnglish, sharedSinhala, sharedTamil],
  [sharedDashboardEnglish, sharedDashboardSinhala, sharedDashboardTamil],
  [sharedExportEnglish, sharedExportSinhala, sharedExportTamil],
]) {
  addTestCatalog(english!);
  addTestCatalog(sinhala!, 'si');
  addTestCatalog(tamil!, 'ta');
}
addTestCatalog(shellEnglish);
addTestCatalog(publicEnglish);
addTestCatalog(adminEnglish);
addTestCatalog(customerEnglish);
addTestCatalog(ownerEnglish);
addTestCatalog(shellSinhala, 'si');
addTestCatalog(publicSinhala, 'si');
addTestCatalog(adminSinhala, 'si');
addTestCatalog(customerSinhala, 'si');
addTestCatalog(ownerSinhala, 'si');
addTestCatalog(shellTamil, 'ta');
addTestCatalog(publicTamil, 'ta');
addTestCatalog(adminTamil, 'ta');
addTestCatalog(customerTamil, 'ta');
addTestCatalog(ownerTamil, 'ta');
