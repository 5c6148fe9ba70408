import { city } from '../city';
import type { Page } from '@playwright/test';
import { contentListItems, expect, expectNoAxeViolations, test, renderInBrowser } from './fixtures';
import { captchaPassHeader, passCaptcha, signOn } from './flows';

// 电子保函 sub-site (areas/eleguarantee): its home and its two CMS columns, seeded by the reference server's
// features/eleguarantee (22 news articles, 17 policies; articles open in the ecology sub-site's article page);
// the institutions, an enterprise's guarantee applied for, found and verified; guarantee clues and /clues-detail.

const TABS = '电子保函栏目';

test('the home shows the newest news and policies, each leading to its whole column', async ({ page }) => {
  await page.goto('/ele-guarantee-home');
  await expect(page.getByRole('heading', { level: 1, name: '电子保函' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: TABS }).getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
  const news = page.getByRole('region', { name: '保函动态', exact: true });
  const policies = page.getByRole('region', { name: '政策法规', exact: true });
  await expect(news.getByRole('listitem')).toHaveCount(8);
  await expect(policies.getByRole('listitem')).toHaveCount(8);
  // Each article opens in the article page the spec has this sub-site reuse.
  await expect(news.getByRole('listitem').first().getByRole('link')).toHaveAttribute('href', /^\/ecology-news-detail\?id=\d+$/);
  await expect(policies.getByRole('listitem').first().getByRole('link')).toHaveAttribute('href', /^\/ecology-news-detail\?id=\d+$/);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await news.getByRole('link', { name: /^更多\s*保函动态$/ }).click();
  await expect(page).toHaveURL(/\/ele-guarantee-news$/);
  await expect(page.getByRole('heading', { level: 1, name: '保函动态' })).toBeVisible();
});

test('保函动态 pages through the column’s 22 articles and lights its tab', async ({ page }) => {
  await page.goto('/ele-guarantee-news');
  await expect(page.getByRole('heading', { level: 1, name: '保函动态' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: TABS }).getByRole('link', { name: '保函动态' })).toHaveAttribute('aria-current', 'page');
  const links = contentListItems(page).getByRole('link');
  await expect(links).toHaveCount(15);
  await expect(links.first()).toHaveAttribute('href', /^\/ecology-news-detail\?id=\d+$/);
  const firstTitle = ((await links.first().textContent()) ?? '').trim();
  await page.getByRole('navigation', { name: '分页' }).getByRole('button', { name: '下一页' }).click();
  await expect(page).toHaveURL(/pageNo=2/);
  await expect(links).toHaveCount(7);
  await expect(links.first()).not.toHaveText(firstTitle);
  await expectNoAxeViolations(page);

  // An article opens in the ecology sub-site's article page (the ecology pages own it).
  const title = ((await links.first().textContent()) ?? '').trim();
  await links.first().click();
  await expect(page).toHaveURL(/\/ecology-news-detail\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  await expect(page.getByRole('main').getByText(/保函|保证金/).first()).toBeVisible();
});

test('政策法规 lists the policies over two pages', async ({ page }) => {
  await page.goto('/ele-guarantee-policy');
  await expect(page.getByRole('heading', { level: 1, name: '政策法规' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: TABS }).getByRole('link', { name: '政策法规' })).toHaveAttribute('aria-current', 'page');
  const links = contentListItems(page).getByRole('link');
  await expect(links).toHaveCount(15);
  // The column's own articles, not another column's: every policy is about guarantees.
  const titles = await links.allTextContents();
  expect(titles.every((title) => title.includes('保函'))).toBe(true);
  await page.getByRole('navigation', { name: '分页' }).getByRole('button', { name: '下一页' }).click();
  await expect(links).toHaveCount(2);
});

test('when the back end fails the home says so with the catalogue’s message and loads again on 重试', async ({ page }) => {
  const column = '**/api/cms/front/articleclassification/getClassificationByName*';
  await renderInBrowser(page);
  await page.route(column, (route) => route.fulfill({ json: { code: 403, msg: 'forbidden' } }));
  await page.goto('/ele-guarantee-home');
  const news = page.getByRole('region', { name: '保函动态', exact: true });
  await expect(news.getByText('您没有权限执行此操作，请联系管理员')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.unroute(column);
  await news.getByRole('button', { name: '重试' }).click();
  await expect(news.getByRole('listitem')).toHaveCount(8);
});

test('when the back end fails the list says so instead of a blank page', async ({ page }) => {
  // The envelope's generic error (spec §8: shows the message); an HTTP error would be a console error.
  await renderInBrowser(page);
  await page.route('**/api/cms/front/articleinfo/pageByClassificationId*', (route) => route.fulfill({ json: { code: 500, msg: '系统繁忙，请稍后再试' } }));
  await page.goto('/ele-guarantee-policy');
  await expect(page.getByRole('heading', { level: 1, name: '政策法规' })).toBeVisible();
  await expect(page.getByRole('main').getByText('系统繁忙，请稍后再试')).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: '重试' })).toBeVisible();
  await expect(contentListItems(page)).toHaveCount(0);
});

// ---- the electronic bid guarantee and its clues ----

const PDF = { name: '营业执照副本.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% 营业执照副本\n%%EOF\n') };
const NOT_FOUND = '未查询到相关办件，请核对受理编号和验证信息后重试';

test('保函机构及产品 lists the institutions with their rates, limits and conditions, and narrows them by type', async ({ page }) => {
  await page.goto('/ele-guarantee-table');
  await expect(page.getByRole('heading', { level: 1, name: '保函机构及产品' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: TABS }).getByRole('link', { name: '机构及产品' })).toHaveAttribute('aria-current', 'page');
  const institutions = page.getByRole('list', { name: '出函机构' });
  await expect(institutions.getByRole('heading', { level: 2, name: `兴业银行股份有限公司${city.short}分行` })).toBeVisible();
  await expect(institutions.getByRole('heading', { level: 2, name: `中国人民财产保险股份有限公司${city.name}分公司` })).toBeVisible();
  const bank = page.getByRole('table', { name: `兴业银行股份有限公司${city.short}分行的保函产品` });
  await expect(bank.getByRole('cell', { name: '0.5%' })).toBeVisible();
  await expect(bank.getByText('无需反担保')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('navigation', { name: '机构类别' }).getByRole('link', { name: '保证保险' }).click();
  await expect(page).toHaveURL(/institutionType=/);
  await expect(institutions.getByRole('heading', { level: 2 })).toHaveCount(3);
  await expect(institutions.getByRole('heading', { level: 2, name: `兴业银行股份有限公司${city.short}分行` })).toHaveCount(0);
});

test('an enterprise applies for a guarantee, finds it in the user centre, and anyone verifies it by number and code', async ({ page }) => {
  await page.goto('/ele-guarantee-input');
  await signOn(page, 'qiye');
  await expect(page).toHaveURL(/\/ele-guarantee-input$/);
  const form = page.getByRole('form', { name: '电子保函申请' });
  await form.getByLabel('招标项目').selectOption({ index: 1 });
  await expect(form.getByText('投标保证金（担保金额）')).toBeVisible();
  await form.getByLabel('保函产品').selectOption({ index: 1 });
  await expect(form.getByText(/^保费 [\d,]+元/)).toBeVisible();
  // The account's own enterprise comes filled in; a code with a wrong check character is refused beside its field.
  const code = await form.getByLabel('统一社会信用代码').inputValue();
  expect(code).toMatch(/^[0-9A-Z]{18}$/);
  await form.getByLabel('统一社会信用代码').fill(`${code.slice(0, 17)}${code.endsWith('1') ? '2' : '1'}`);
  await form.getByLabel('联系人').fill('林建国');
  await form.getByLabel('手机号码').fill('13905941234');
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect(form.getByText('请输入正确的统一社会信用代码')).toBeVisible();
  await expect(form.getByText('请上传申请材料')).toBeVisible();
  await expect(form.getByText('请阅读并勾选投保声明')).toBeVisible();
  await expect(form.getByLabel('联系人')).toHaveValue('林建国');
  await expectNoAxeViolations(page);

  await form.getByLabel('统一社会信用代码').fill(code);
  await form.getByLabel('选择要上传的文件').setInputFiles([PDF]);
  await expect(form.getByRole('list', { name: '已选文件' }).getByText('已上传')).toHaveCount(1);
  await form.getByLabel(/^本企业承诺所填信息/).check();
  await form.getByRole('button', { name: '提交申请' }).click();
  await passCaptcha(page);
  const receipt = page.getByRole('region', { name: '电子保函已出具', exact: true });
  await expect(receipt).toBeVisible();
  const guaranteeNo = ((await receipt.getByText(/^BH\d{12}$/).textContent()) ?? '').trim();
  const verifyCode = ((await receipt.getByText(/^[A-HJ-NP-Z2-9]{8}$/).textContent()) ?? '').trim();
  expect(guaranteeNo).toMatch(/^BH\d{12}$/);
  await expectNoAxeViolations(page);

  // Found in the user centre, opening its detail with the code.
  await receipt.getByRole('link', { name: '个人中心' }).click();
  await expect(page).toHaveURL(/\/user\?tab=my-guarantees$/);
  await expect(page.getByRole('navigation', { name: '我的服务' }).getByRole('link', { name: '我的电子保函' })).toHaveAttribute('aria-current', 'page');
  const mine = page.getByRole('table', { name: '我的电子保函' });
  await expect(mine.getByRole('link', { name: guaranteeNo })).toBeVisible();
  await expectNoAxeViolations(page);
  await mine.getByRole('link', { name: guaranteeNo }).click();
  await expect(page).toHaveURL(/\/ele-guarantee-detail\?id=\d+$/);
  const own = page.getByRole('region', { name: '保函详情', exact: true });
  await expect(own.getByText(verifyCode)).toBeVisible();
  await expect(own.getByText('已出函')).toBeVisible();

  // The public verification: a wrong code finds nothing, the right one the guarantee.
  const verify = page.getByRole('form', { name: '保函真伪查验' });
  await verify.getByLabel('保函编号').fill(guaranteeNo);
  await verify.getByLabel('校验码').fill(verifyCode === 'AAAAAAAA' ? 'BBBBBBBB' : 'AAAAAAAA');
  await verify.getByRole('button', { name: '查验' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '未查验到该保函' })).toBeVisible();
  await verify.getByLabel('校验码').fill(verifyCode.toLowerCase());
  await verify.getByRole('button', { name: '查验' }).click();
  const result = page.getByRole('article', { name: /^查验结果：本平台出具的真实保函/ });
  await expect(result.getByText(guaranteeNo)).toBeVisible();
  await expect(result).not.toContainText('13905941234');
  await expectNoAxeViolations(page);
});

test('a personal account is told that only enterprises apply for guarantees', async ({ page }) => {
  await page.goto('/ele-guarantee-input');
  await signOn(page, 'geren');
  await expect(page).toHaveURL(/\/ele-guarantee-input$/);
  await expect(page.getByRole('alert').filter({ hasText: '本事项仅限企业用户登录后办理' })).toBeVisible();
  await expect(page.getByRole('form', { name: '电子保函申请' })).toHaveCount(0);
});

async function lookUpClue(page: Page, formName: string, trackingNo: string, verifier: string) {
  const form = page.getByRole('form', { name: formName });
  await form.getByLabel('受理编号').fill(trackingNo);
  await form.getByLabel('手机号码或查询码').fill(verifier);
  await form.getByRole('button', { name: '查询' }).click();
}

test('a guarantee clue reported anonymously is found again with its 查询码, and its detail is refused without it', async ({ page }) => {
  await page.goto('/ele-guarantee/clue');
  const form = page.getByRole('form', { name: '电子保函线索举报' });
  await form.getByLabel('被举报对象名称').fill(`${city.name}鸿达建筑工程有限公司`);
  await form.getByLabel('被举报对象地址').fill(`${city.name}${city.districts[0]}龙桥街道东园西路22号`);
  await form.getByLabel('线索描述').fill('该公司在东圳水库环库路工程投标中提交的保函编号在平台上查验不到，疑似伪造电子保函。');
  await form.getByLabel('匿名举报').check();
  await form.getByRole('button', { name: '提交' }).click();
  await passCaptcha(page);
  const receipt = page.getByRole('region', { name: '电子保函线索已提交成功', exact: true });
  const trackingNo = ((await receipt.getByText(/^XS\d{12}$/).textContent()) ?? '').trim();
  const queryCode = ((await receipt.getByText(/^\d{12}$/).textContent()) ?? '').trim();
  expect(queryCode).toMatch(/^\d{12}$/);

  await page.goto('/ele-guarantee/clueDetail');
  await expect(page.getByText('请先查询线索')).toBeVisible();
  await expect(page.getByText('疑似伪造电子保函')).toHaveCount(0);

  await page.goto('/ele-guarantee/safeInquire');
  await lookUpClue(page, '电子保函线索查询', trackingNo, queryCode === '000000000000' ? '111111111111' : '000000000000');
  await expect(page.getByRole('alert').filter({ hasText: NOT_FOUND })).toBeVisible();
  await lookUpClue(page, '电子保函线索查询', trackingNo, queryCode);
  await expect(page).toHaveURL(/\/ele-guarantee\/clueDetail$/);
  await expect(page.getByRole('article').getByText(trackingNo)).toBeVisible();
  await expect(page.getByText('该公司在东圳水库环库路工程投标中提交的保函编号在平台上查验不到，疑似伪造电子保函。')).toBeVisible();
  await expect(page.getByText('匿名举报', { exact: true })).toBeVisible();
  expect(page.url()).not.toContain(queryCode);
  await expectNoAxeViolations(page);
});

test('/clues-detail opens from /safe-inquire with the clue’s code, or looks it up in place, and shows nothing without it', async ({ page, request }) => {
  const answer = (await (
    await request.post('/api/cmpinternetportaladmin/columnclues/add', {
      data: { clueType: '食品', targetName: `${city.districts[2]}荔海小吃店`, address: `${city.name}${city.districts[2]}涵东街道塘北街9号`, description: '该店后厨生熟食品混放，冷藏柜内有过期的熟食仍在出售。', anonymous: true },
      headers: await captchaPassHeader(request),
    })
  ).json()) as { data: { trackingNo: string; queryCode: string } };
  const { trackingNo, queryCode } = answer.data;

  await page.goto('/clues-detail');
  await expect(page.getByRole('heading', { level: 1, name: '线索详情' })).toBeVisible();
  await expect(page.getByText('请先查询线索')).toBeVisible();
  await expect(page.getByText(`${city.districts[2]}荔海小吃店`)).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Opened without its clue (a new tab, a bookmark), the page looks it up in place: a wrong code shows
  // nothing, the right one shows the clue here, and the code never reaches the address.
  await lookUpClue(page, '安全线索详情查询', trackingNo, queryCode === '000000000000' ? '111111111111' : '000000000000');
  await expect(page.getByRole('alert').filter({ hasText: NOT_FOUND })).toBeVisible();
  await expect(page.getByText(`${city.districts[2]}荔海小吃店`)).toHaveCount(0);
  await lookUpClue(page, '安全线索详情查询', trackingNo, queryCode);
  await expect(page.getByRole('article').getByText(trackingNo)).toBeVisible();
  await expect(page.getByText('该店后厨生熟食品混放，冷藏柜内有过期的熟食仍在出售。')).toBeVisible();
  await expect(page).toHaveURL(/\/clues-detail$/);
  // The clue stays with the page's history entry: a reload shows it again.
  await page.reload();
  await expect(page.getByRole('article').getByText(trackingNo)).toBeVisible();

  await page.goto('/safe-inquire');
  await lookUpClue(page, '安全线索查询', trackingNo, queryCode);
  await expect(page).toHaveURL(/\/safe-view-info-list$/);
  await page.getByRole('link', { name: '查看线索详情' }).click();
  await expect(page).toHaveURL(/\/clues-detail$/);
  await expect(page.getByRole('article').getByText(trackingNo)).toBeVisible();
  await expect(page.getByText('该店后厨生熟食品混放，冷藏柜内有过期的熟食仍在出售。')).toBeVisible();
  expect(page.url()).not.toContain(queryCode);
  await expectNoAxeViolations(page);
});

test('线索处理公示 lists the handled guarantee clues and opens one with its result', async ({ page }) => {
  await page.goto('/ele-guarantee/clueList');
  await expect(page.getByRole('heading', { level: 1, name: '线索处理公示' })).toBeVisible();
  const links = contentListItems(page).getByRole('link');
  await expect(links.first()).toContainText('电子保函线索处理结果公示');
  await links.first().click();
  await expect(page).toHaveURL(/\/ele-guarantee\/clueListDetail\?id=\d+$/);
  await expect(page.getByRole('main').getByText(/^处理结果：/)).toBeVisible();
});
