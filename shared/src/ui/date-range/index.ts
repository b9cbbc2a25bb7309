// '@ceylon/shared/date-range': the stay's date boxes with a button that opens a month calendar, an
// entry of its own so that only the pages showing it bundle it. The calendar itself
// (react-day-picker) is fetched when first opened; a page that shows one inline takes it from
// '@ceylon/shared/stay-calendar'.
export { DateRangeField, type DateRangeFieldProps, type DateBox } from './date-range-field';
export { stayChooser, type StayDates, type NightRules } from './stay-dates';
