// What must still be true after the fuzz, read back through the API as an administrator would.
import { DEMO } from './accounts';
import { CLIENT_CHOSEN_TIMES } from './fuzz-bodies';
import type { FuzzWorld } from './fuzz-routes';
import { jsonOf, type HttpClient } from './http-client';
import { clip } from './report';

export interface Invariant {
  name: string;
  held: boolean;
  detail: string;
}

interface Row {
  id?: string;
  createdAt?: string;
  [key: string]: unknown;
}

/** The rows, or why not (e.g. "GET /api/users answered 401"). */
async function list(client: HttpClient, path: string, token?: string): Promise<Row[] | string> {
  const answer = await client.send({ path, token, timeoutMs: 30_000 });
  const body = jsonOf(answer);
  if (answer.status === 200 && Array.isArray(body)) return body as Row[];
  return `GET ${path} answered ${answer.status || answer.error} ${clip(answer.body, 80)}`;
}

/** A createdAt the client chose: one the fuzz sends, or one outside the run. */
function clientChosen(row: Row, from: number): boolean {
  const at = Date.parse(row.createdAt ?? '');
  return CLIENT_CHOSEN_TIMES.some((time) => row.createdAt?.startsWith(time)) || !(at >= from - 60_000 && at <= Date.now() + 60_000);
}

const check = (name: string, failures: string[]): Invariant => ({
  name,
  held: failures.length === 0,
  detail: failures.slice(0, 3).join('; '),
});

export async function checkInvariants(client: HttpClient, world: FuzzWorld, started: number): Promise<Invariant[]> {
  const results: Invariant[] = [];
  const runTitle = `Probe ${world.runId}`;

  const hotel = await client.send({ path: `/api/hotels/${world.targetHotel.id}` });
  const target = jsonOf(hotel) as { creator?: { id?: string }; createdAt?: string; id?: string } | undefined;
  const hotelFailures: string[] = [];
  if (hotel.status !== 200) hotelFailures.push(`GET answers ${hotel.status} (deleted or re-keyed)`);
  else {
    if (target?.id !== world.targetHotel.id) hotelFailures.push(`id is now ${target?.id}`);
    if (target?.creator?.id !== world.owner.id) hotelFailures.push(`owner is now ${target?.creator?.id}`);
    if (target?.createdAt !== world.targetHotel.createdAt) hotelFailures.push(`createdAt is now ${target?.createdAt}`);
  }
  results.push(check("the owner's fuzzed hotel keeps its id, owner and createdAt and is not deleted", hotelFailures));

  const hotels = await list(client, '/api/hotels');
  const ours = typeof hotels === 'string' ? [] : hotels.filter((h) => String(h.title).startsWith(runTitle));
  results.push(
    check('hotels written by the fuzz have server-chosen createdAt and their creator as owner', [
      ...(typeof hotels === 'string' ? [hotels] : []),
      ...ours.filter((h) => clientChosen(h, started)).map((h) => `${h.id} createdAt ${h.createdAt}`),
      ...ours
        .filter((h) => (h.creator as { id?: string } | undefined)?.id !== world.owner.id)
        .map((h) => `${h.id} owned by another account`),
    ]),
  );

  const listed = await list(client, '/api/users', world.admin.token);
  const users = typeof listed === 'string' ? undefined : listed;
  const userFailures: string[] = typeof listed === 'string' ? [listed] : [];
  const user = (id: string) => users?.find((u) => u.id === id);
  const demoAdmin = users?.find((u) => u.email === DEMO.admin.email);
  if (users && demoAdmin?.role !== 'admin') userFailures.push(`demo admin ${demoAdmin ? `has role ${String(demoAdmin.role)}` : 'is gone'}`);
  if (users && user(world.probeAdmin.id)?.role !== 'admin')
    userFailures.push(`probe admin (edited by itself) ${user(world.probeAdmin.id) ? 'lost its role' : 'is deleted or re-keyed'}`);
  if (users && !user(world.editedUser.id)) userFailures.push('the edited account is deleted or re-keyed');
  for (const registered of users?.filter((u) => String(u.email).startsWith(`probe-${world.runId}-r`)) ?? []) {
    if (registered.role !== 'user') userFailures.push(`${String(registered.email)} registered as ${String(registered.role)}`);
    if (clientChosen(registered, started)) userFailures.push(`${String(registered.email)} createdAt ${registered.createdAt}`);
  }
  results.push(
    check('admins keep their role and are not deleted; registration makes customers with server-chosen createdAt', userFailures),
  );

  const bookings = await list(client, '/api/my-bookings', world.customer.token);
  const bookingFailures: string[] = typeof bookings === 'string' ? [bookings] : [];
  for (const booking of typeof bookings === 'string' ? [] : bookings) {
    if (clientChosen(booking, started)) bookingFailures.push(`${booking.id} createdAt ${booking.createdAt}`);
    if (booking.hotelId !== world.bookingHotel.id) continue;
    const nights = (Date.parse(String(booking.checkOut)) - Date.parse(String(booking.checkIn))) / 86_400_000;
    const price = world.bookingHotel.price * nights * Number(booking.guests);
    if (Math.abs(Number(booking.totalPrice) - price) > 0.005)
      bookingFailures.push(`${booking.id} totalPrice ${String(booking.totalPrice)}, not ${price}`);
  }
  results.push(check('bookings have server-chosen createdAt and the hotel’s price', bookingFailures));

  const reports = await list(client, '/api/client-errors?limit=500', world.admin.token);
  const reportFailures =
    typeof reports === 'string'
      ? [reports]
      : reports
          .filter((r) => String(r.message).includes(`security probe ${world.runId}`) && clientChosen(r, started))
          .map((r) => `${r.id} createdAt ${r.createdAt}`);
  results.push(check('client-error reports have server-chosen createdAt', reportFailures));
  return results;
}
