// The API's messages in the request's language (decision 0034): Accept-Language picks English,
// Sinhala or Tamil by its weights; anything else, or none, is English word for word as before.
import type { FastifyInstance } from 'fastify';
import { addDays, todayInColombo, type Hotel } from '@ceylon/shared/domain';
import { createHotel, type Actors } from '../test/actors';
import { call, startTestApp, testDatabases, type TestApp } from '../test/test-app';
import { useActors } from '../test/use-actors';
import { requestLanguage } from './language';

const inLanguage = (language: string | undefined): Record<string, string> =>
  language === undefined ? {} : { 'accept-language': language };

describe('the request language', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['fr', 'en'],
    ['fr-FR, de;q=0.8', 'en'],
    ['si', 'si'],
    ['ta-LK', 'ta'],
    ['fr, ta;q=0.5', 'ta'],
    ['ta;q=0.4, si;q=0.8, en;q=0.6', 'si'],
    ['si;q=0, ta', 'ta'],
    ['en, si', 'en'],
  ])('Accept-Language %j is %s', (header, language) => {
    expect(requestLanguage({ headers: header === undefined ? {} : { 'accept-language': header } })).toBe(language);
  });
});

describe.each(testDatabases())('messages in the request language on %s', (database) => {
  const ctx = useActors(database);
  const day = (n: number) => addDays(todayInColombo(), n);
  let app: FastifyInstance;
  let actors: Actors;

  beforeAll(() => {
    ({ app, actors } = ctx);
  });

  /** A login without its password: a closed schema's refusal, field `password`. */
  const halfLogin = (language?: string) =>
    call(app, 'POST', '/api/auth/login', { body: { email: 'guest@ceylon.test' }, headers: inLanguage(language) });

  it.each([
    ['si', 'password අවශ්‍යයි'],
    ['ta', 'password தேவை'],
    ['en', 'password is required'],
    ['fr', 'password is required'],
    [undefined, 'password is required'],
  ])('words a validation error in %s, keeping its field', async (language, message) => {
    const response = await halfLogin(language);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ field: 'password', message, requestId: expect.any(String) });
    expect(response.headers.vary).toMatch(/accept-language/i);
  });

  it('words an unknown field, a wrong type and a length in Sinhala and Tamil', async () => {
    const body = { email: 'guest@ceylon.test', password: 'x', extra: 1 };
    const unknown = await call(app, 'POST', '/api/auth/login', { body, headers: inLanguage('ta') });
    expect(unknown.json()).toMatchObject({ field: 'extra', message: 'extra அனுமதிக்கப்படவில்லை' });
    const search = await call(app, 'GET', '/api/hotels?guests=many', { headers: inLanguage('si') });
    expect(search.json()).toMatchObject({ field: 'guests', message: 'guests පූර්ණ සංඛ්‍යාවක් විය යුතුය' });
  });

  describe('a full night (409)', () => {
    let hotel: Hotel;
    const stay = () => ({ hotelId: hotel.id, checkIn: day(30), checkOut: day(32), guests: 1 });

    beforeAll(async () => {
      hotel = await createHotel(app, actors.ownerA, { rooms: 1 });
      const first = await call(app, 'POST', '/api/bookings', { token: actors.customerA.token, body: stay() });
      expect(first.statusCode).toBe(201);
    });

    it.each([
      ['si', 'මෙම දිනවලට කාමර නොමැත'],
      ['ta', 'இந்தத் தேதிகளில் அறைகள் இல்லை'],
      ['fr', 'No rooms available for these dates'],
      [undefined, 'No rooms available for these dates'],
    ])('in %s', async (language, message) => {
      const again = await call(app, 'POST', '/api/bookings', {
        token: actors.customerB.token,
        body: stay(),
        headers: inLanguage(language),
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message, requestId: expect.any(String) });
    });
  });

  it("words a promotion code's refusal, which the page shows from a 200", async () => {
    const hotel = await createHotel(app, actors.ownerA, { rooms: 3 });
    const body = { hotelId: hotel.id, checkIn: day(40), checkOut: day(41), guests: 1, code: 'NO-SUCH-CODE' };
    const check = (language?: string) =>
      call(app, 'POST', '/api/promotions/check', { token: actors.customerA.token, body, headers: inLanguage(language) });
    expect((await check('ta')).json()).toEqual({ applies: false, reason: 'unknown', message: 'அத்தகைய சலுகைக் குறியீடு இல்லை' });
    expect((await check()).json()).toEqual({ applies: false, reason: 'unknown', message: 'There is no such promotion code' });
  });

  it('words a booking rule and a price that changed, naming the figures', async () => {
    const hotel = await createHotel(app, actors.ownerA, { price: 40, rooms: 3 });
    const past = await call(app, 'POST', '/api/bookings', {
      token: actors.customerA.token,
      body: { hotelId: hotel.id, checkIn: day(-1), checkOut: day(1), guests: 1 },
      headers: inLanguage('si'),
    });
    expect(past.json()).toMatchObject({ field: 'checkIn', message: 'පැමිණෙන දිනය අතීතයේ විය නොහැක' });
    const offered = { hotelId: hotel.id, checkIn: day(50), checkOut: day(52), guests: 2, totalPrice: 100 };
    const english = await call(app, 'POST', '/api/bookings', { token: actors.customerA.token, body: offered });
    expect(english.json().message).toBe(
      'totalPrice 100 does not match the price of this stay: 160 (2 nights × 40 per night × 2 guests). ' +
        'The hotel price may have changed; please review and try again.',
    );
    const tamil = await call(app, 'POST', '/api/bookings', { token: actors.customerA.token, body: offered, headers: inLanguage('ta') });
    expect(tamil.json()).toMatchObject({
      field: 'totalPrice',
      message: expect.stringMatching(
        /^totalPrice 100 இந்தத் தங்குதலின் விலையுடன் பொருந்தவில்லை: 160 \(2 இரவுகள் × ஒரு இரவுக்கு 40 × 2 விருந்தினர்கள்\)/,
      ),
    });
  });

  it('words 401, 403 and 404 texts', async () => {
    const signedOut = await call(app, 'GET', '/api/my-bookings', { headers: inLanguage('si') });
    expect(signedOut.json().message).toBe('ඉදිරියට යාමට කරුණාකර පිවිසෙන්න');
    const notAdmin = await call(app, 'GET', '/api/users', { token: actors.customerA.token, headers: inLanguage('ta') });
    expect(notAdmin.json().message).toBe('அணுகல் மறுக்கப்பட்டது. நிர்வாகிகளுக்கு மட்டும்.');
    const missing = await call(app, 'GET', '/api/hotels/00000000-0000-4000-8000-000000000000/availability', { headers: inLanguage('si') });
    expect(missing.json().message).toBe('හෝටලය හමු නොවීය');
    const noRoute = await call(app, 'GET', '/api/nowhere', { headers: inLanguage('ta') });
    expect(noRoute.json().message).toBe('அத்தகைய API வழி இல்லை: GET /api/nowhere');
  });

  it('answers requests in different languages at once each in its own', async () => {
    const languages = Array.from({ length: 24 }, (_, i) => [undefined, 'si', 'ta', 'fr'][i % 4]);
    const checks = await Promise.all(languages.map((language) => halfLogin(language)));
    const password = { si: 'password අවශ්‍යයි', ta: 'password தேவை' } as Record<string, string>;
    expect(checks.map((answer) => answer.json().message)).toEqual(
      languages.map((language) => password[language ?? ''] ?? 'password is required'),
    );
    // Refusals that wait for the database in between, so the requests' answers interleave.
    const full = await createHotel(app, actors.ownerB, { rooms: 1 });
    const stay = { hotelId: full.id, checkIn: day(60), checkOut: day(61), guests: 1 };
    expect((await call(app, 'POST', '/api/bookings', { token: actors.customerA.token, body: stay })).statusCode).toBe(201);
    const refused = await Promise.all(
      languages.map((language) =>
        call(app, 'POST', '/api/bookings', { token: actors.customerB.token, body: stay, headers: inLanguage(language) }),
      ),
    );
    const noRooms = { si: 'මෙම දිනවලට කාමර නොමැත', ta: 'இந்தத் தேதிகளில் அறைகள் இல்லை' } as Record<string, string>;
    expect(refused.map((answer) => [answer.statusCode, answer.json().message])).toEqual(
      languages.map((language) => [409, noRooms[language ?? ''] ?? 'No rooms available for these dates']),
    );
  });
});

describe.each(testDatabases())('throttling in the request language on %s', (database) => {
  let started: TestApp;

  beforeAll(async () => {
    started = await startTestApp(database, { formRateLimit: 1 });
  }, 60_000);
  afterAll(() => started.close());

  it('words a 429 and its wait in Sinhala, Tamil and English', async () => {
    const subscribe = (language?: string) =>
      call(started.app, 'POST', '/api/newsletter', { body: { email: 'reader@example.com' }, headers: inLanguage(language) });
    expect((await subscribe()).statusCode).toBeLessThan(300);
    const [sinhala, tamil, french] = [await subscribe('si'), await subscribe('ta'), await subscribe('fr')];
    expect([sinhala.statusCode, tamil.statusCode, french.statusCode]).toEqual([429, 429, 429]);
    expect(sinhala.json().message).toMatch(/^ඉල්ලීම් වැඩියි, කරුණාකර (තත්පර \d+කින්|1 මිනිත්තුවකින්) නැවත උත්සාහ කරන්න$/);
    expect(tamil.json().message).toMatch(/^கோரிக்கைகள் அதிகம், (\d+ விநாடிகளில்|1 நிமிடத்தில்) மீண்டும் முயலவும்$/);
    expect(french.json().message).toMatch(/^Too many requests, please try again in (\d+ seconds?|1 minute)$/);
    expect(Number(sinhala.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('words the wait of a throttled login in Tamil', async () => {
    const throttled = await startTestApp(database, { authRateLimit: 1000, authAddressRateLimit: 1000, loginFailuresBeforeDelay: 1 });
    const { app } = throttled;
    try {
      const attempt = () =>
        call(app, 'POST', '/api/auth/login', { body: { email: 'guest@ceylon.test', password: 'not-it' }, headers: inLanguage('ta') });
      const first = await attempt();
      expect(first.json().message).toBe('மின்னஞ்சல் அல்லது கடவுச்சொல் தவறானது');
      const waiting = await attempt();
      expect(waiting.statusCode).toBe(429);
      expect(waiting.json().message).toMatch(/^முயற்சிகள் அதிகம், \d+ விநாடிகளில் மீண்டும் முயலவும்$/);
    } finally {
      await throttled.close();
    }
  });
});
