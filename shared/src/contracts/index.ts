// Every request and response of the API as a TypeBox schema, written once: the API validates and
// serialises with them and builds its OpenAPI document from them; @ceylon/shared/domain derives
// the pages' types from them. Server code only: the browser imports these as types, never as values
// (eslint/boundaries.mjs), so no TypeBox code reaches a bundle.
export * from './keywords';
export * from './common';
export * from './summaries';
export * from './users';
export * from './auth';
export * from './account';
export * from './bookings';
export * from './mail-outbox';
export * from './reviews';
export * from './availability';
export * from './hotel-photos';
export * from './hotel-calendar';
export * from './dashboard';
export * from './seasons';
export * from './rooms';
export * from './hotel-charges';
export * from './promotions';
export * from './exchange-rates';
export * from './calendar-sync';
export * from './hotels';
export * from './sitemap';
export * from './destinations';
export * from './contact';
export * from './client-errors';
export * from './vitals';
export * from './health';
