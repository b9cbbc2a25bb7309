// @ceylon/shared's own components in Sinhala and Tamil (decision 0036): the words from its catalogs,
// the numbers, money, months and relative times as Intl writes them in the page's language.
import { render, screen, within } from '@testing-library/react';
import { MAX_HOTEL_ROOMS, type Dashboard, type Review } from '../domain';
import { TodaysStays } from '../dashboard';
import { HotelForm } from '../hotel-form';
import { ReviewItem } from '../reviews';
import { relativeTime, useRelativeTime } from '../stats';
import { SiteProviders } from '../testing/providers';
import { renderPage } from '../testing/render-page';
import { createTranslator } from './translator';
import { appTexts } from './app-texts';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '../ui/theme';
import english from '../locales/en.json';
import { BookingsExportForm } from '../ui/bookings-export';
import { Modal } from '../ui/modal';
import { NotFoundNotice } from '../ui/not-found';
import { confirmations } from '../ui/notices/confirmations';
import { useNotice } from '../ui/notices/notice-provider';
import { PriceLines } from '../ui/price-lines';
import { StatusBadge } from '../ui/status-badge';
import sinhala from '../locales/si.json';
import tamil from '../locales/ta.json';
import dashboardSinhala from '../dashboard/locales/si.json';
import exportTamil from '../ui/bookings-export/locales/ta.json';

const lines = {
  roomCharge: 400,
  discount: { code: 'WELCOME10', amount: 40 },
  charges: [
    { name: 'Service charge', kind: 'percent' as const, rate: 10, compound: false, amount: 36 },
    { name: 'VAT', kind: 'percent' as const, rate: 18, compound: true, amount: 71.28 },
    { name: 'Cleaning', kind: 'perStay' as const, rate: 12.5, compound: false, amount: 12.5 },
  ],
  total: 479.78,
};

const termsOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextSibling?.textContent]);

describe('a price breakdown', () => {
  test('in Sinhala: its labels translated, the charges named as the owner wrote them, dollars written as in English', () => {
    renderPage(<PriceLines lines={lines} />, { language: 'si' });
    expect(termsOf(screen.getByLabelText('මිල විස්තරය'))).toEqual([
      ['කාමර ගාස්තුව', '$400.00'],
      ['ප්‍රවර්ධන කේතය WELCOME10', '−$40.00'],
      ['Service charge (10%)', '$36.00'],
      ['VAT (පෙර ගාස්තු මත 18%)', '$71.28'],
      ['Cleaning (එක් වෙන්කිරීමකට $12.50)', '$12.50'],
      ['මුළු මුදල', '$479.78'],
    ]);
  });

  test('in Tamil', () => {
    renderPage(<PriceLines lines={lines} />, { language: 'ta' });
    const terms = termsOf(screen.getByLabelText(tamil['shared.price.breakdown']));
    expect(terms[0]).toEqual(['அறைக் கட்டணம்', '$400.00']);
    expect(terms[1]![0]).toBe('சலுகைக் குறியீடு WELCOME10');
    expect(terms[3]![0]).toBe('VAT (முந்தைய கட்டணங்கள் மீது 18%)');
    expect(terms.at(-1)).toEqual(['மொத்தம்', '$479.78']);
  });
});

test.each([
  ['si', ['තහවුරුයි', 'අවලංගුයි', 'නොදනී', 'Refunded']],
  ['ta', ['உறுதியானது', 'ரத்தானது', 'தெரியவில்லை', 'Refunded']],
] as const)('status badges in %s; a status the site does not know shows as it came', (language, expected) => {
  renderPage(
    <ul>
      {['confirmed', 'cancelled', null, 'refunded'].map((status) => (
        <li key={String(status)}>
          <StatusBadge status={status} />
        </li>
      ))}
    </ul>,
    { language },
  );
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(expected);
});

test('the not-found notice in Tamil, its links in the page', () => {
  renderPage(<NotFoundNotice />, { language: 'ta' });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(tamil['shared.notFound.title']);
  expect(screen.getByRole('link', { name: 'தளவரைபடம்' })).toHaveAttribute('href', '/sitemap');
});

test("a dialog's close button and a question of the site's in Sinhala", async () => {
  function Asking() {
    const { confirm } = useNotice();
    return (
      <Modal title="Lake View" onClose={() => undefined}>
        <button type="button" onClick={() => void confirm(confirmations.cancelBooking)}>
          Ask
        </button>
      </Modal>
    );
  }
  const { user } = renderPage(<Asking />, { language: 'si' });
  expect(screen.getByRole('button', { name: sinhala['shared.modal.close'] })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Ask' }));
  const question = screen.getByRole('alertdialog', { name: sinhala['shared.confirm.cancelBooking.question'] });
  expect(within(question).getByRole('button', { name: 'වෙන්කිරීම තබාගන්න' })).toHaveFocus();
  expect(within(question).getByRole('button', { name: 'වෙන්කිරීම අවලංගු කරන්න' })).toBeInTheDocument();
});

test("a review in Tamil: the guest's words as written, the month of the stay as Intl writes it", () => {
  const review: Review = {
    id: '1',
    rating: 4,
    body: 'Lovely stay.',
    guestName: 'Nimal S.',
    stayMonth: '2026-03',
    createdAt: '2026-04-01T10:00:00.000Z',
    updatedAt: '2026-04-01T10:00:00.000Z',
    ownerReply: 'Thank you!',
  };
  renderPage(<ReviewItem review={review} />, { language: 'ta' });
  const item = screen.getByRole('listitem', { name: 'Nimal S. எழுதிய மதிப்பாய்வு' });
  expect(within(item).getByRole('img', { name: '5க்கு 4 மதிப்பீடு' })).toBeInTheDocument();
  const month = new Intl.DateTimeFormat('ta-LK', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(2026, 2, 1));
  expect(item).toHaveTextContent(`${month} இல் தங்கியிருந்தார்`);
  expect(item).toHaveTextContent('உரிமையாளரின் பதில்');
  expect(item).toHaveTextContent('Thank you!');
});

describe('relative times', () => {
  const now = new Date('2026-03-20T12:00:00Z');
  test('in the language, its own plurals: Sinhala from its texts as Intl writes it, Tamil and English through Intl', () => {
    const si = createTranslator('si', [sinhala]);
    const text = (id: string, values?: Record<string, unknown>) => si._(id, values);
    expect(relativeTime('2026-03-20T11:57:00Z', now, 'si', text)).toBe(new Intl.RelativeTimeFormat('si-LK').format(-3, 'minute'));
    expect(relativeTime('2026-03-20T11:57:00Z', now, 'ta')).toBe('3 நிமிடங்களுக்கு முன்');
    expect(relativeTime('2026-03-19T12:00:00Z', now, 'ta')).toBe('1 நாளுக்கு முன்');
    expect(relativeTime('2026-03-20T11:57:00Z', now)).toBe('3 minutes ago');
  });

  test("a week on is the date in Sri Lanka, and a moment ago the page's words for just now", () => {
    function Ago({ at }: { at: string }) {
      return <p>{useRelativeTime()(at, now)}</p>;
    }
    renderPage(
      <>
        <Ago at="2026-03-20T12:00:00Z" />
        <Ago at="2026-03-01T20:00:00Z" />
      </>,
      { language: 'si' },
    );
    const [justNow, longAgo] = screen.getAllByRole('paragraph');
    expect(justNow).toHaveTextContent(sinhala['shared.time.justNow']);
    // 20:00 UTC is 01:30 the next day in Colombo.
    const date = new Intl.DateTimeFormat('si-LK', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'Asia/Colombo' });
    expect(longAgo).toHaveTextContent(date.format(new Date('2026-03-02T06:00:00Z')));
  });
});

test("the hotel form in Tamil: its labels, the amenities, and a problem's numbers as the language writes them", async () => {
  const { user } = renderPage(<HotelForm mode="create" submitLabel="சேர்" onSubmit={() => Promise.resolve()} />, { language: 'ta' });
  expect(screen.getByLabelText('ஒரு இரவுக்கான விலை (USD)')).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'நீச்சல் குளம்' })).toBeInTheDocument();
  await user.clear(screen.getByLabelText('அறைகள்'));
  await user.type(screen.getByLabelText('அறைகள்'), '0');
  await user.click(screen.getByRole('button', { name: 'சேர்' }));
  expect(screen.getByLabelText('பெயர்')).toHaveAccessibleDescription('பெயர் தேவை');
  const most = new Intl.NumberFormat('ta-LK').format(MAX_HOTEL_ROOMS);
  expect(most).toContain(',');
  expect(screen.getByLabelText('அறைகள்')).toHaveAccessibleDescription(`அறைகளின் எண்ணிக்கை 1 முதல் ${most} வரை இருக்க வேண்டும்`);
});

test("today's stays in Sinhala: the dashboard's own catalog, the occupancy as Intl writes a share", () => {
  const none = { stays: [], total: 0 };
  const dashboard: Dashboard = {
    today: '2026-03-20',
    hotelId: null,
    hotels: 1,
    arrivalsToday: {
      stays: [
        {
          id: '7',
          reference: 'CS-7KQ2M9',
          guestName: 'Asha Perera',
          hotelId: '1',
          hotelTitle: 'Lake View',
          checkIn: '2026-03-20',
          checkOut: '2026-03-22',
          rooms: 1,
          guests: 2,
          nights: 2,
        },
      ],
      total: 3,
    },
    arrivalsTomorrow: none,
    departuresToday: none,
    departuresTomorrow: none,
    inHouse: { stays: 4, guests: 7, rooms: 4 },
    next30Days: { bookedRoomNights: 30, sellableRoomNights: 480, occupancy: 0.0625 },
    months: [],
    weeks: [],
  };
  renderPage(<TodaysStays dashboard={dashboard} />, { language: 'si' });
  expect(screen.getByRole('heading', { name: dashboardSinhala['shared.today.title'] })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'අද පැමිණෙන (3)' })).toBeInTheDocument();
  expect(screen.getByText('3 න් 1 ක් පෙන්වයි.')).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'අමුත්තා' })).toBeInTheDocument();
  expect(screen.getByText('හෙට පැමිණීම් නැත.')).toBeInTheDocument();
  expect(screen.getByText('පදිංචිය, ඉදිරි දින 30').nextSibling).toHaveTextContent(
    new Intl.NumberFormat('si-LK', { style: 'percent', minimumFractionDigits: 1 }).format(0.0625),
  );
});

test('the bookings export in Tamil', () => {
  renderPage(<BookingsExportForm path="/hotels/1/bookings/export" fallbackName="bookings.csv" intro="Lake View." />, {
    language: 'ta',
  });
  expect(screen.getByRole('heading', { name: exportTamil['shared.export.title'] })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'CSV ஐப் பதிவிறக்கு' })).toBeInTheDocument();
  const status = screen.getByRole('combobox', { name: 'நிலை' });
  expect(
    within(status)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['எந்த நிலையும்', 'உறுதியானது (வரவிருக்கும் தங்குதல்)', 'நிறைவடைந்தது', 'நிலுவையில்', 'ரத்தானது']);
});

test("an id the page's translator lacks (an area not carrying an entry's catalog yet) is said in English, never as its id", () => {
  render(
    <SiteProviders i18n={createTranslator('si', [sinhala])}>
      <BookingsExportForm path="/hotels/1/bookings/export" fallbackName="bookings.csv" intro="" />
    </SiteProviders>,
  );
  expect(screen.getByRole('heading', { name: 'Export bookings (CSV)' })).toBeInTheDocument();
  // The statuses are the shell's to carry, and it has them in Sinhala.
  expect(screen.getByRole('option', { name: 'නිම විය' })).toBeInTheDocument();
});

describe("@ceylon/shared's English in two parts (decision 0038)", () => {
  // A component with no page translator around it: only the English its own code carries.
  const Bare = ({ children }: { children: ReactNode }) => (
    <ThemeProvider theme={theme}>
      <MemoryRouter>{children}</MemoryRouter>
    </ThemeProvider>
  );
  afterEach(() => jest.restoreAllMocks());

  test('a component drawn where no translator holds its English beyond the first part says so loudly (the home page test relies on it)', () => {
    const loud = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<StatusBadge status="confirmed" />, { wrapper: Bare });
    expect(loud).toHaveBeenCalledWith(expect.stringContaining('"shared.status.confirmed"'));
  });

  test("the first part's components speak English on their own", () => {
    const loud = jest.spyOn(console, 'error');
    render(<NotFoundNotice />, { wrapper: Bare });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(english['shared.notFound.title']);
    expect(loud).not.toHaveBeenCalled();
  });

  test("a page's English texts bring the rest, fetched once and merged once; the home page's and the shell's do not", async () => {
    const area = appTexts(
      { 'public.title': 'Area' },
      { si: () => Promise.resolve({ default: {} }), ta: () => Promise.resolve({ default: {} }) },
    );
    const catalog = await area('en');
    expect(catalog).toMatchObject({ 'public.title': 'Area', 'shared.status.confirmed': english['shared.status.confirmed'] });
    expect(await area('en')).toBe(catalog);
    const first = appTexts(
      { 'public.title': 'Home' },
      { si: () => Promise.resolve({ default: {} }), ta: () => Promise.resolve({ default: {} }) },
      { sharedEnglish: 'first' },
    );
    expect(await first('en')).toEqual({ 'public.title': 'Home' });
  });
});
