// Answering a CSV export of bookings: the filter checked, the file streamed. At
// most EXPORTS_AT_ONCE run in a process at a time, each account at most EXPORTS_A_MINUTE a minute.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import type { BookingExportQuery } from '@ceylon/shared/contracts';
import { isIsoDate, todayInColombo } from '@ceylon/shared/domain';
import { bookingsCsv } from './bookings-csv';
import { exportedBookings } from './bookings-export-repository';
import { badRequest, HttpError, say } from '../http-errors';
import { errorResponses } from '../schemas/error-responses';
import { fileResponse } from '../schemas/file-response';

const EXPORTS_AT_ONCE = 4;
const EXPORTS_A_MINUTE = 10;
let running = 0;

const EXPORT_BUSY = say('error.export.busy');

/** The route options every export shares: its answer in the OpenAPI document and its rate limit. */
export const exportRoute = {
  config: {
    rateLimit: {
      max: EXPORTS_A_MINUTE,
      timeWindow: '1 minute',
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => `bookings-export|${request.account?.id ?? request.ip}`,
    },
  },
  response: {
    200: fileResponse('The bookings as CSV (UTF-8 with a byte-order mark), oldest booking first', ['text/csv']),
    ...errorResponses(401, 403, 429),
  },
};

function checkedDate(field: 'from' | 'to', value: string | undefined): string | undefined {
  if (value !== undefined && !isIsoDate(value)) throw badRequest(field, say('error.dateFormat', { field }));
  return value;
}

/** Streams the bookings `query` picks (of `hotelId`, or of every hotel) as `fileName`. */
export function sendBookingsCsv(
  request: FastifyRequest,
  reply: FastifyReply,
  query: Static<typeof BookingExportQuery>,
  fileName: string,
  hotelId?: string,
): FastifyReply {
  const from = checkedDate('from', query.from);
  const to = checkedDate('to', query.to);
  if (from && to && to < from) throw badRequest('to', say('error.export.toBeforeFrom'));
  if (running >= EXPORTS_AT_ONCE) throw new HttpError(429, EXPORT_BUSY);
  running += 1;
  let finished = false;
  const finish = () => {
    if (!finished) running -= 1;
    finished = true;
  };
  const today = todayInColombo();
  const rows = exportedBookings(request.server.db, { hotelId, dates: query.dates ?? 'stay', from, to, status: query.status }, today);
  const csv = bookingsCsv(rows, today, (error) => request.log.error({ err: error }, 'A bookings export failed after it began'));
  csv.once('close', finish);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(csv);
}
