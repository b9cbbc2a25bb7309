export { HotelCard, type HotelCardAction, type HotelCardProps } from './hotel-card';
export { HOTEL_IMAGE_SIZE, HotelCardBody, HotelCardFrame } from './hotel-card-frame';
export { StarRating } from './star-rating';
export { HotelImage, FALLBACK_HOTEL_IMAGE } from './hotel-image';
export { FeaturedHotels, FEATURED_COUNT, type FeaturedHotelsProps } from './featured-hotels';
export { useFeaturedHotels, fetchHotels, VIEW_ALL_PAGE_SIZE, type FeaturedHotelsState } from './use-hotels';
export { fetchHotelPage, type HotelPage } from './hotel-page-request';
export { createHotel, deleteHotel } from './hotel-requests';
