import { addressOf, crawlAreas, readValues } from '../tests/crawlTable';
import { expect, test } from './fixtures';
import { judgePage } from './judge';
import { waitUntil } from './query';

// Every route of the portal's table (e2e/crawl/*.json, the Chromium crawl's), in Firefox ESR and
// WebKitGTK, at a desktop's size (1366×768) and a phone's (390×844): the page answers (not 404), the
// portal's script takes it over, a level-one heading shows, nothing scrolls sideways, and no console
// error, uncaught exception or failed answer occurs. One load per route: judged at the size the browser
// has, then resized in place and judged again, so consecutive routes load at alternate sizes. Axe and the
// finer checks stay in the Chromium crawl. A route that needs a login sends the anonymous visitor to the
// single sign-on.

const SIZES = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
] as const;
// The size the worker's browser has now (it starts at the desktop's).
let current = 0;

// Floating adverts drift over the page and keep its timers busy: closed for the visit, as a visitor may
// (the advert tests cover them).
test.beforeAll(async ({ engine, request }) => {
  const list = (await (await request.get('/api/cms/front/notice/list?status=1')).json()) as { data?: { id: string | number }[] };
  const closed = [...(list.data ?? []).map((advert) => String(advert.id)), 'left-column'];
  await engine.goto('/robots.txt');
  await engine.evaluate((ids: string[]) => sessionStorage.setItem('credit-portal:closed-adverts', JSON.stringify(ids)), closed);
  await engine.setViewport(SIZES[current]!.width, SIZES[current]!.height);
});

for (const area of crawlAreas) {
  test.describe(`every route of ${area.name}`, () => {
    let values: Record<string, string> = {};
    test.beforeAll(async ({ request }) => {
      values = await readValues(request, area);
    });

    for (const route of area.routes) {
      const path = route.split('?')[0] ?? route;
      if (area.loginRequired.includes(path)) {
        test(`${route} sends an anonymous visitor to the single sign-on`, async ({ engine }) => {
          await engine.goto(addressOf(route, values));
          await waitUntil(
            () => engine.evaluate(() => [location.pathname, Array.from(document.querySelectorAll('h1, h2')).map((h) => h.textContent?.trim()).join('|')] as const),
            ([where, headings]) => where.startsWith('/sso/') && headings.includes('统一身份认证平台'),
            'the single sign-on’s page',
          );
          // The sign-on stands for an external service: its page is not judged.
          await engine.takeErrors();
        });
        continue;
      }
      test(`${route} works at 1366×768 and 390×844`, async ({ engine }) => {
        await engine.goto(addressOf(route, values));
        const problems: string[] = [];
        for (const step of [0, 1]) {
          if (step === 1) {
            current = 1 - current;
            await engine.setViewport(SIZES[current]!.width, SIZES[current]!.height);
          }
          const { width, height } = SIZES[current]!;
          problems.push(...(await judgePage(engine, route)).map((problem) => `${width}×${height}: ${problem}`));
        }
        expect(problems, `what a visitor of ${route} meets`).toEqual([]);
      });
    }
  });
}
