export { HotelForm, type HotelFormProps } from './hotel-form';
export {
  validateHotel,
  toHotelPayload,
  hotelToFormValues,
  emptyHotelValues,
  PRICE_LIMITS,
  RATING_LIMITS,
  type HotelFormMode,
  type HotelFormValues,
  type HotelFormErrors,
  type HotelFormPayload,
} from './hotel-form-values';
