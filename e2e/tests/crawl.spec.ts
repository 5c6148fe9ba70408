import { readFileSync } from 'node:fs';
import { expect, expectNoAxeViolations, test } from './fixtures';

// Every route of the portal's table (a portal-app test keeps this list and the table in step):
// no 404, a visible level-one heading, no console error, zero axe violations.
const routes = JSON.parse(readFileSync(new URL('../crawl-routes.json', import.meta.url), 'utf8')) as string[];
// Routes flagged login-required (spec §6), crawled after signing in.
const loginRequired = new Set(['/user']);

test.describe('every route of the portal', () => {
  let values: Record<string, string> = {};
  test.beforeAll(async ({ request }) => {
    const subjects = await (await request.get('/api/cmpinternetportalfront/archives/search/getEsSearchDataPage?keyword=有限公司&pageSize=1')).json();
    const articles = await (await request.get('/api/cms/front/articleinfo/pageByClassificationId?classificationId=1&pageSize=1')).json();
    values = { creditCode: subjects.data.records[0].creditCode, articleId: articles.data.records[0].id };
    // The credit catalogue and the subject groups (pages/catalogue).
    const resources = await (await request.get('/api/cmpinternetportalfront/creditcatalogportal/queryResource?pageSize=1')).json();
    const groupSubjects = await (await request.get('/api/cmpinternetportalfront/subjectrelation/page?category=1&pageSize=1')).json();
    values.catalogId = resources.data.records[0].catalogId;
    values.resourceId = resources.data.records[0].id;
    values.subjectId = groupSubjects.data.records[0].id;
    // The public lists' detail pages (pages/publicity).
    const debtors = await (await request.get('/api/cmpinternetportalfront/mistrustperson/page?pageSize=1')).json();
    const abnormal = await (await request.get('/api/cmpinternetportalfront/abnormal/page?listType=1&pageSize=1')).json();
    values.debtorId = debtors.data.records[0].id;
    values.abnormalId = abnormal.data.records[0].id;
    // Double publicity (pages/doublepublicity): a permit and a permit matter.
    const permits = await (await request.get('/api/cmpinternetportalfront/doublepublicity/getPermitList?pageSize=1')).json();
    const matters = await (await request.get('/api/cmpinternetportalfront/doublepublicity/permitDirectoryPage?pageSize=1')).json();
    values.permitId = permits.data.columnShowList.records[0].id;
    values.permitResourceId = permits.data.columnShowList.records[0].resourceId;
    values.permitMatterId = matters.data.records[0].id;
    // Website interaction (pages/interaction): an answered public question.
    const interaction = await (await request.get('/api/cmpinternetportalfront/website/interaction/frontPage?pageSize=1')).json();
    values.interactionId = interaction.data.records[0].id;
    // Citizen messages (pages/messages): an answered public message.
    const leaveMessages = await (await request.get('/api/cmpinternetportalfront/leavemessage/leavemessage/page?pageSize=1')).json();
    values.leaveMessageId = leaveMessages.data.records[0].id;
    // 信用公示 (routes/pages.ts): a signed commitment to read.
    const commitments = await (await request.get('/api/cmpinternetportalfront/promiseapplypublicity/page?pageSize=1')).json();
    values.commitmentId = commitments.data.records[0].id;
    // The credit-repair guide (pages/repair): one article of 信用修复方式.
    const repairGuide = await (await request.get(`/api/cms/front/articleclassification/getClassificationByName?name=${encodeURIComponent('信用修复方式')}`)).json();
    const repairArticles = await (await request.get(`/api/cms/front/articleinfo/pageByClassificationId?classificationId=${repairGuide.data.id}&pageSize=1`)).json();
    values.repairArticleId = repairArticles.data.records[0].id;
  });

  for (const route of routes) {
    test(`${route} shows its page`, async ({ page }) => {
      const address = route.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
      await page.goto(address);
      if (loginRequired.has(route.split('?')[0] ?? '')) {
        // Spec §6: the shell sends an anonymous visitor to the single sign-on; the crawl signs in as the demo enterprise.
        await expect(page.getByRole('heading', { name: '统一身份认证平台' })).toBeVisible();
        await page.getByLabel('用户名').fill('qiye');
        await page.getByLabel('密码').fill('Xinyong@2026');
        await page.getByRole('button', { name: '登录' }).click();
        await expect(page).toHaveURL((url) => url.pathname === route.split('?')[0]);
      }
      if (!route.startsWith('/404')) await expect(page).not.toHaveURL(/\/404$/);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // Wait for the data to arrive before judging the page.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  }
});
