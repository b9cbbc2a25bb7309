import { pageRoutes } from '../routes/route-table';
import english from '../locales/en.json';

describe("the pages' titles", () => {
  test("the shell's English has every route's title, word for word as the route table (and the server's head) gives it", () => {
    const titles = Object.fromEntries(Object.entries(english).filter(([id]) => id.startsWith('route:')));
    expect(titles).toEqual(Object.fromEntries(pageRoutes.map((route) => [`route:${route.path}`, route.title])));
  });
});
