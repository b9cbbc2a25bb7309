export { HotelForm, type HotelFormProps } from './hotel-form';
export { EditHotelModal, type EditHotelModalProps } from './edit-hotel-modal';
export { updateHotel } from './update-hotel';
export { HotelManageLinks } from './hotel-manage-links';
export {
  validateHotel,
  toHotelPayload,
  hotelToFormValues,
  emptyHotelValues,
  ADDRESS_MAX_LENGTH,
  PRICE_LIMITS,
  RATING_LIMITS,
  ROOMS_LIMITS,
  type HotelFormMode,
  type HotelFormValues,
  type HotelFormErrors,
  type HotelFormPayload,
} from './hotel-form-values';
