// '@ceylon/shared/bookings-export': the bookings CSV export form, an entry of its own so that only the
// owner's and the admin's pages that show it bundle it (with '@ceylon/shared/download').
export { BookingsExportForm, type BookingsExportFormProps } from './bookings-export-form';
