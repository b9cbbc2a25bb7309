export { HotelCard, HOTEL_IMAGE_SIZE, type HotelCardAction, type HotelCardProps } from './hotel-card';
export { StarRating } from './star-rating';
export { FeaturedHotels, FEATURED_COUNT, type FeaturedHotelsProps } from './featured-hotels';
export { useHotels, fetchHotels, type HotelsState } from './use-hotels';
export { createHotel, deleteHotel } from './hotel-requests';
