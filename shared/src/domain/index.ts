// Domain rules and entity types shared by the pages and the API. Pure: no React, HTTP or Node.
export * from './types';
export * from './dates';
export * from './booking-rules';
export * from './prices';
export * from './promotions';
export * from './rooms';
export * from './review-rules';
export * from './hotel-details';
export * from './towns';
export * from './currencies';
