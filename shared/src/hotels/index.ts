export { HotelCard, type HotelCardAction, type HotelCardProps } from './hotel-card';
export { HOTEL_IMAGE_SIZE, HotelCardBody, HotelCardFrame } from './hotel-card-frame';
export { StarRating } from './star-rating';
export { HotelImage } from './hotel-image';
export { FeaturedHotels, type FeaturedHotelsProps } from './featured-hotels';
export { FEATURED_COUNT } from './featured-count';
export { useFeaturedHotels, fetchHotels, type FeaturedHotelsState } from './use-hotels';
export { fetchHotelPage, type HotelPage } from './hotel-page-request';
export { createHotel, deleteHotel } from './hotel-requests';
