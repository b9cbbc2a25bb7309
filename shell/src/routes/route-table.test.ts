import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { apps, areas } from '@ceylon/shared/apps';
import { exposesOf, pageFileOf } from './route-table';

const repoRoot = path.resolve(__dirname, '../../..');

test("a page module's file is its name in kebab case, the same in every area", () => {
  expect(pageFileOf('./Home')).toBe('home-page.tsx');
  expect(pageFileOf('./BookingsPlaceholder')).toBe('bookings-placeholder-page.tsx');
  expect(pageFileOf('./HotelDetails')).toBe('hotel-details-page.tsx');
});

test.each(areas)('the %s area has a file for every page the table names, and no page the table does not', (area) => {
  const folder = path.join(repoRoot, apps[area].folder);
  const exposed = Object.values(exposesOf(area));
  for (const file of exposed) expect(existsSync(path.join(folder, file))).toBe(true);
  const pages = readdirSync(path.join(folder, 'src/pages')).filter((name) => /-page\.tsx$/.test(name));
  expect(pages.map((name) => `./src/pages/${name}`).sort()).toEqual([...exposed].sort());
});
