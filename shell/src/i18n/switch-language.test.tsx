import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as shared from '@ceylon/shared';
import { createQueryClient, createTranslator, type Area } from '@ceylon/shared';
import { App } from '../app/app';
import { createSiteRouter, routerHolder } from '../app/site-router';
import { pageTimeline } from '../telemetry/page-timeline';
import { englishShellCatalog } from './shell-text';

// Each area's page stands in as a heading naming the area and the module the route asked for, and
// a line of its area's texts, which it exports as every area page does.
jest.mock('../federation/area-registry', () => {
  const { useTexts } = jest.requireActual<typeof shared>('@ceylon/shared');
  const lines = { en: 'Read in English', si: 'සිංහලෙන් කියවන්න', ta: 'தமிழில் படியுங்கள்' };
  const texts = async (language: keyof typeof lines) => ({ [`probe.line`]: lines[language] });
  function Line() {
    return <p>{useTexts()('probe.line')}</p>;
  }
  return {
    releaseOf: () => undefined,
    loadAreaPage: async (area: Area, module: string) => ({
      default: () => (
        <>
          <h1>{`${area} ${module}`}</h1>
          <Line />
        </>
      ),
      texts,
    }),
  };
});

function openSite(path: string) {
  history.replaceState(null, '', path);
  const routers = routerHolder(createSiteRouter('en'));
  const i18n = createTranslator('en', [englishShellCatalog]);
  render(<App routers={routers} queryClient={createQueryClient()} i18n={i18n} />);
  return { routers, i18n, user: userEvent.setup() };
}

const mainNav = (name: string) => screen.getByRole('navigation', { name });
/** The footer's list of languages. */
const languages = (name: string) => within(screen.getByRole('contentinfo')).getByRole('navigation', { name });

afterEach(() => {
  document.cookie = 'language=; Path=/; Max-Age=0';
  document.documentElement.lang = 'en';
});

describe('the language switch', () => {
  test('puts the page in Sinhala where it stands: address, links, texts, and the choice remembered', async () => {
    const { routers, user } = openSite('/about?from=mail');
    expect(await screen.findByRole('heading', { name: 'public ./About' })).toBeInTheDocument();
    expect(screen.getByText('Read in English')).toBeInTheDocument();
    const first = routers.current;

    await user.click(within(languages('Language')).getByRole('link', { name: 'සිංහල' }));

    expect(within(await screen.findByRole('navigation', { name: 'ප්‍රධාන' })).getByRole('link', { name: 'මුල් පිටුව' })).toHaveAttribute(
      'href',
      '/si',
    );
    expect(location.pathname + location.search).toBe('/si/about?from=mail');
    expect(within(mainNav('ප්‍රධාන')).getByRole('link', { name: 'අප ගැන' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { name: 'public ./About' })).toBeInTheDocument();
    // The area's texts on the page came in the language with the shell's.
    expect(screen.getByText('සිංහලෙන් කියවන්න')).toBeInTheDocument();
    expect(within(languages('භාෂාව')).getByRole('link', { name: 'සිංහල' })).toHaveAttribute('aria-current', 'true');
    expect(within(languages('භාෂාව')).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/about?from=mail');
    expect(document.documentElement.lang).toBe('si');
    expect(document.cookie).toContain('language=si');
    expect(routers.current).not.toBe(first);

    // The new router's links stay in Sinhala.
    await user.click(within(mainNav('ප්‍රධාන')).getByRole('link', { name: 'සම්බන්ධ වන්න' }));
    expect(await screen.findByRole('heading', { name: 'public ./Contact' })).toBeInTheDocument();
    expect(location.pathname).toBe('/si/contact');

    await user.click(within(languages('භාෂාව')).getByRole('link', { name: 'English' }));
    expect(within(await screen.findByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(location.pathname).toBe('/contact');
    expect(screen.getByText('Read in English')).toBeInTheDocument();
    expect(document.cookie).toContain('language=en');
  });

  test('the top bar’s button names the page’s language and shows the three', async () => {
    const { user } = openSite('/about');
    await screen.findByRole('heading', { name: 'public ./About' });
    const button = within(screen.getByRole('banner')).getByRole('button', { name: 'Language: English' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    const list = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['English', '/about'],
      ['සිංහල', '/si/about'],
      ['தமிழ்', '/ta/about'],
    ]);
    await user.click(within(list).getByRole('link', { name: 'தமிழ்' }));
    expect(await within(screen.getByRole('banner')).findByRole('button', { name: 'மொழி: தமிழ்' })).toHaveAttribute('aria-expanded', 'false');
    expect(location.pathname).toBe('/ta/about');
  });

  test('choosing the language the page is in only remembers it', async () => {
    const { routers, user } = openSite('/about');
    await screen.findByRole('heading', { name: 'public ./About' });
    const first = routers.current;
    await user.click(within(languages('Language')).getByRole('link', { name: 'English' }));
    expect(document.cookie).toContain('language=en');
    expect(routers.current).toBe(first);
    expect(location.pathname).toBe('/about');
  });

  test('what follows the router (the vitals’ page timeline) follows the router of the moment', async () => {
    const { routers, i18n, user } = openSite('/about');
    await screen.findByRole('heading', { name: 'public ./About' });
    let now = 0;
    const timeline = pageTimeline(routers.asRouter(), () => now);
    await user.click(within(languages('Language')).getByRole('link', { name: 'தமிழ்' }));
    await screen.findByRole('navigation', { name: 'முதன்மை' });
    expect(i18n.locale).toBe('ta');
    now = 10;
    await act(() => routers.current.navigate('/contact'));
    expect(timeline.at(10)?.route).toBe('/contact');
    expect(timeline.at(5)?.route).toBe('/about');
    timeline.stop();
  });
});
