// Test helpers for every package's component tests (`@ceylon/shared/testing`); lint keeps them out
// of the product code.
export { apiError, networkError, ok, pagedHotels, routeGets } from './api-replies';
export { makeBooking, makeDashboard, makeDashboardStay, makeHotel, makePhoto, makePromotion, makeUser } from './fixtures';
export { SiteProviders, addTestCatalog, testTranslator } from './providers';
export { PREVIOUS_PAGE, renderPage, type RenderPageOptions, type RouterProbe } from './render-page';
export { sessionUsers, signInAs, signOut } from './session';
export { fileAnswer, recordDownloads } from './downloads';
