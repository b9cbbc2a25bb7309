// '@ceylon/shared/date-range': the stay date picker and calendar (react-day-picker), an entry of its
// own so that only the pages showing it bundle it.
export { DateRangeField, type DateRangeFieldProps, type DateBox } from './date-range-field';
export { StayCalendar, type StayCalendarProps } from './stay-calendar';
export { stayChooser, type StayDates, type NightRules } from './stay-dates';
