// Bookings as a CSV file that a spreadsheet opens right: UTF-8 with a byte-order
// mark (Excel then reads Sinhala and Tamil names), RFC 4180 quoting and CRLF lines by csv-stringify,
// and no cell a spreadsheet would run as a formula. Streamed: rows are read from the database only
// as fast as the client takes them.
import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import { bookedPriceLines, fromCents, nightsBetween, reportedStatus, toCents, type StayPriceLines } from '@ceylon/shared/domain';
import type { ExportedBooking } from './bookings-export-repository';

export const CSV_HEADER = [
  'Reference',
  'Hotel',
  'Location',
  'Guest first name',
  'Guest last name',
  'Check-in',
  'Check-out',
  'Nights',
  'Guests',
  'Rooms',
  'Total (USD)',
  'Status',
  'Booked at (Asia/Colombo)',
  // After the columns the file had first, so a sheet reading them by position still reads them.
  'Room charge (USD)',
  'Promotion code',
  'Discount (USD)',
  'Taxes and charges (USD)',
] as const;

/** A text a spreadsheet would take for a formula (OWASP's list) gets a leading apostrophe, shown as text. */
export function neutralised(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

const colomboClock = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Colombo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The lines the total was made of (decision 0030): a booking made before charges was its room charge. Dollars of whole cents. */
function priceColumns(booking: ExportedBooking): string[] {
  const lines: StayPriceLines = bookedPriceLines({ totalPrice: Number(booking.totalPrice), priceBreakdown: booking.priceBreakdown });
  const chargesCents = lines.charges.reduce((sum, charge) => sum + toCents(charge.amount), 0);
  return [
    lines.roomCharge.toFixed(2),
    neutralised(lines.discount?.code ?? ''),
    lines.discount ? lines.discount.amount.toFixed(2) : '',
    fromCents(chargesCents).toFixed(2),
  ];
}

function csvRow(booking: ExportedBooking, today: string): string[] {
  return [
    booking.reference,
    neutralised(booking.hotelTitle),
    neutralised(booking.hotelLocation),
    neutralised(booking.userFirstName),
    neutralised(booking.userLastName),
    booking.checkIn,
    booking.checkOut,
    String(nightsBetween(booking.checkIn, booking.checkOut)),
    String(booking.guests),
    String(booking.rooms),
    booking.totalPrice,
    reportedStatus(booking, today) ?? '',
    colomboClock.format(booking.createdAt),
    ...priceColumns(booking),
  ];
}

async function* csvRows(bookings: AsyncIterable<ExportedBooking>, today: string): AsyncGenerator<string[]> {
  for await (const booking of bookings) yield csvRow(booking, today);
}

/** The CSV of `bookings`; `onError` hears of a failure after the answer began (the connection is then cut). */
export function bookingsCsv(bookings: AsyncIterable<ExportedBooking>, today: string, onError: (error: Error) => void): Readable {
  const csv = stringify({ bom: true, header: true, columns: [...CSV_HEADER], record_delimiter: 'windows' });
  return pipeline(Readable.from(csvRows(bookings, today)), csv, (error) => {
    if (error) onError(error);
  });
}
