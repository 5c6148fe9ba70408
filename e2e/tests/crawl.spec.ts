import { readFileSync } from 'node:fs';
import { expect, expectNoAxeViolations, test } from './fixtures';

// Every route of the portal's table (a portal-app test keeps this list and the table in step):
// no 404, a visible level-one heading, no console error, zero axe violations.
const routes = JSON.parse(readFileSync(new URL('../crawl-routes.json', import.meta.url), 'utf8')) as string[];

test.describe('every route of the portal', () => {
  let values: Record<string, string> = {};
  test.beforeAll(async ({ request }) => {
    const subjects = await (await request.get('/api/cmpinternetportalfront/archives/search/getEsSearchDataPage?keyword=有限公司&pageSize=1')).json();
    const articles = await (await request.get('/api/cms/front/articleinfo/pageByClassificationId?classificationId=1&pageSize=1')).json();
    values = { creditCode: subjects.data.records[0].creditCode, articleId: articles.data.records[0].id };
  });

  for (const route of routes) {
    test(`${route} shows its page`, async ({ page }) => {
      const address = route.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
      await page.goto(address);
      if (!route.startsWith('/404')) await expect(page).not.toHaveURL(/\/404$/);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // Wait for the data to arrive before judging the page.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  }
});
