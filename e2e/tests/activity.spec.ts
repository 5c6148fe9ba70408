import { city } from '../city';
import type { APIRequestContext, Page } from '@playwright/test';
import { contentListItems, expect, expectNoAxeViolations, test } from './fixtures';
import { passCaptcha, signOn } from './flows';

// The activity pages (pages/activity): 诚信建设万里行, the food, drug and farm-produce safety campaigns,
// their clue forms and the clue inquiry, in the activity layout with its campaign tabs.
// Several flows cross pages (the captcha, the sign-on, axe on each): three times the usual time.
test.slow();

const NOT_FOUND = '未查询到相关办件，请核对受理编号和验证信息后重试';

interface Entry {
  name: string;
  creditCode: string;
  reason: string;
}

/** The first entry of a campaign's list, as the back end answers it. */
async function firstEntry(request: APIRequestContext, kind: 'food' | 'medicine' | 'produce', list: 'blackList' | 'whiteList'): Promise<Entry> {
  const body = (await (await request.get(`/api/cmpinternetportalfront/columnclues/${kind}/${list}?pageSize=1`)).json()) as { data: { records: Entry[] } };
  const entry = body.data.records[0];
  if (!entry) throw new Error(`no entry on the ${kind} ${list}`);
  return entry;
}

async function lookUp(page: Page, trackingNo: string, verifier: string) {
  const form = page.getByRole('form', { name: '安全线索查询' });
  await form.getByLabel('受理编号').fill(trackingNo);
  await form.getByLabel('手机号码或查询码').fill(verifier);
  await form.getByRole('button', { name: '查询' }).click();
}

test('the activity layout shows the campaign tabs in place of the main menu, the current campaign marked', async ({ page }) => {
  await page.goto('/drug-safe-clues');
  const tabs = page.getByRole('navigation', { name: '专项活动' });
  await expect(tabs.getByRole('link', { name: '药品安全' })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link', { name: '食品安全' })).not.toHaveAttribute('aria-current', 'page');
  // The portal's header and footer stay; the skip link leads into the page's main content.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: '跳到主要内容' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main-content')).toBeFocused();

  await tabs.getByRole('link', { name: '农产品质量安全' }).click();
  await expect(page).toHaveURL(/\/produce-safe$/);
  await expect(page.getByRole('heading', { level: 1, name: '农产品质量安全' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '专项活动' }).getByRole('link', { name: '农产品质量安全' })).toHaveAttribute('aria-current', 'page');
});

test('a campaign page lists its black list, switches to the white list and searches it', async ({ page, request }) => {
  const black = await firstEntry(request, 'food', 'blackList');
  const white = await firstEntry(request, 'food', 'whiteList');
  await page.goto('/food-safe');
  const table = page.getByRole('table', { name: '食品安全黑名单' });
  await expect(table.getByRole('link', { name: black.name })).toBeVisible();
  await expect(table.getByRole('cell', { name: black.creditCode })).toBeVisible();
  // More entries than one page: the pager of spec §9 under the list.
  await expect(page.getByRole('navigation', { name: '分页' }).getByRole('button', { name: '下一页' })).toBeEnabled();
  await expectNoAxeViolations(page);

  await page.getByRole('navigation', { name: '名单类别' }).getByRole('link', { name: '白名单' }).click();
  await expect(page).toHaveURL(/list=white/);
  const whiteTable = page.getByRole('table', { name: '食品安全白名单' });
  await expect(whiteTable.getByRole('link', { name: white.name })).toBeVisible();

  const search = page.getByRole('search', { name: '食品安全白名单查询' });
  await search.getByLabel('企业名称或统一社会信用代码').fill(white.creditCode);
  await search.getByRole('button', { name: '查询' }).click();
  await expect(whiteTable.getByRole('row')).toHaveCount(2);
  await expect(whiteTable.getByRole('link', { name: white.name })).toBeVisible();

  await search.getByLabel('企业名称或统一社会信用代码').fill('不存在的企业名称甲乙丙');
  await search.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('食品安全白名单中未找到与“不存在的企业名称甲乙丙”相关的企业')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an enterprise of the list opens its detail with the list it is on', async ({ page, request }) => {
  const black = await firstEntry(request, 'medicine', 'blackList');
  await page.goto('/drug-safe');
  await page.getByRole('table', { name: '药品安全黑名单' }).getByRole('link', { name: black.name }).click();
  await expect(page).toHaveURL(/\/safe-detail\?type=medicine/);
  await expect(page.getByRole('heading', { level: 1, name: '名单详情' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: black.name })).toBeVisible();
  await expect(page.getByText('已列入药品安全黑名单')).toBeVisible();
  await expect(page.getByText(black.reason)).toBeVisible();
  await expect(page.getByRole('navigation', { name: '专项活动' }).getByRole('link', { name: '药品安全' })).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);
});

test('the standing check answers black, white or neither, and asks for a name first', async ({ page, request }) => {
  const white = await firstEntry(request, 'produce', 'whiteList');
  await page.goto('/produce-safe');
  const form = page.getByRole('form', { name: '农产品质量安全名单核查' });
  await form.getByRole('button', { name: '核查' }).click();
  await expect(form.getByLabel('企业全称或统一社会信用代码')).toHaveAccessibleDescription(/请输入企业全称或统一社会信用代码/);

  await form.getByLabel('企业全称或统一社会信用代码').fill(white.creditCode);
  await form.getByRole('button', { name: '核查' }).click();
  const verdict = page.getByRole('status').filter({ hasText: '已列入农产品质量安全白名单' });
  await expect(verdict).toBeVisible();
  await expect(verdict.getByText(white.name)).toBeVisible();
  await expectNoAxeViolations(page);

  await form.getByLabel('企业全称或统一社会信用代码').fill(`${city.name}并不存在的某某公司`);
  await form.getByRole('button', { name: '核查' }).click();
  await expect(page.getByRole('status').filter({ hasText: '未列入农产品质量安全黑名单或白名单' })).toBeVisible();
});

test('a named clue with bad input says so beside the fields, keeps what was typed, then gets an XS number that the inquiry finds', async ({ page }) => {
  await page.goto('/food-safe-clues');
  const form = page.getByRole('form', { name: '食品安全线索举报' });
  await form.getByLabel('被举报对象名称').fill(`${city.districts[1]}兴业食品商行`);
  await form.getByLabel('被举报对象地址').fill(`${city.name}${city.districts[1]}镇海街道八二一南街56号`);
  await form.getByLabel('线索描述').fill('过期糕点');
  await form.getByLabel('举报人姓名').fill('林建国');
  await form.getByLabel('手机号码').fill('12345');
  await form.getByRole('button', { name: '提交' }).click();

  await expect(form.getByLabel('线索描述')).toHaveAccessibleDescription(/线索描述至少10个字/);
  await expect(form.getByLabel('手机号码')).toHaveAccessibleDescription(/请输入正确的手机号码/);
  await expect(page.getByRole('dialog', { name: '安全验证' })).toHaveCount(0);
  await expect(form.getByLabel('被举报对象名称')).toHaveValue(`${city.districts[1]}兴业食品商行`);
  await expectNoAxeViolations(page);

  // A reload keeps the draft (shell/draft.ts).
  await page.reload();
  await expect(form.getByLabel('被举报对象地址')).toHaveValue(`${city.name}${city.districts[1]}镇海街道八二一南街56号`);
  await expect(form.getByLabel('举报人姓名')).toHaveValue('林建国');

  await form.getByLabel('线索描述').fill('该商行货架上有多批次过期的散装糕点仍在销售，生产日期标签被覆盖。');
  await form.getByLabel('手机号码').fill('13805941234');
  await form.getByRole('button', { name: '提交' }).click();
  await passCaptcha(page);

  const receipt = page.getByRole('region', { name: '食品安全线索已提交成功', exact: true });
  await expect(receipt).toBeVisible();
  const trackingNo = (await receipt.getByText(/^XS\d{12}$/).textContent())?.trim() ?? '';
  expect(trackingNo).toMatch(/^XS\d{12}$/);
  await expect(receipt.getByText('待受理')).toBeVisible();
  await expectNoAxeViolations(page);

  await receipt.getByRole('link', { name: '线索查询' }).click();
  await expect(page).toHaveURL(/\/safe-inquire$/);
  // A wrong phone answers like an unknown number.
  await lookUp(page, trackingNo, '13805940000');
  await expect(page.getByRole('alert').filter({ hasText: NOT_FOUND })).toBeVisible();

  await lookUp(page, trackingNo.toLowerCase(), '13805941234');
  await expect(page).toHaveURL(/\/safe-view-info-list$/);
  const progress = page.getByRole('article');
  await expect(progress.getByRole('heading', { level: 2 })).toContainText(`${city.districts[1]}兴业食品商行`);
  await expect(progress.getByText(trackingNo)).toBeVisible();
  await expect(progress.getByText('待受理')).toBeVisible();
  await expectNoAxeViolations(page);

  // The form is empty again for the next report.
  await page.goto('/food-safe-clues');
  await expect(page.getByRole('form', { name: '食品安全线索举报' }).getByLabel('被举报对象名称')).toHaveValue('');
});

test('an anonymous clue asks for no contact and gets a 查询码 that follows it up', async ({ page }) => {
  await page.goto('/drug-safe-clues');
  const form = page.getByRole('form', { name: '药品安全线索举报' });
  await form.getByLabel('被举报对象名称').fill(`${city.districts[1]}永盛保健品经营部`);
  await form.getByLabel('被举报对象地址').fill(`${city.name}${city.districts[1]}拱辰街道荔园路18号`);
  await form.getByLabel('线索描述').fill('该经营部向老年人推销宣称能治疗糖尿病的保健品，无药品经营许可证。');
  await form.getByLabel('匿名举报').check();
  await expect(form.getByLabel('手机号码')).toHaveCount(0);
  await form.getByRole('button', { name: '提交' }).click();
  await passCaptcha(page);

  const receipt = page.getByRole('region', { name: '药品安全线索已提交成功', exact: true });
  await expect(receipt).toBeVisible();
  const trackingNo = (await receipt.getByText(/^XS\d{12}$/).textContent())?.trim() ?? '';
  const queryCode = (await receipt.getByText(/^\d{12}$/).textContent())?.trim() ?? '';
  expect(queryCode).toMatch(/^\d{12}$/);
  await expectNoAxeViolations(page);

  await page.goto('/safe-inquire');
  await lookUp(page, trackingNo, queryCode);
  await expect(page).toHaveURL(/\/safe-view-info-list$/);
  await expect(page.getByRole('article').getByText(trackingNo)).toBeVisible();
  // The result survives a reload of the results page (history state, never the address).
  await page.reload();
  await expect(page.getByRole('article').getByText(trackingNo)).toBeVisible();
  expect(page.url()).not.toContain(queryCode);
});

test('a signed-in reporter uploads evidence with the clue and finds it among 我的线索', async ({ page }) => {
  await page.goto('/produce-safe-clues');
  const form = page.getByRole('form', { name: '农产品质量安全线索举报' });
  await form.getByLabel('被举报对象名称').fill(`${city.districts[2]}壶山生猪养殖场`);
  await form.getByLabel('被举报对象地址').fill(`${city.name}${city.districts[2]}白塘镇壶山村`);
  // Signing in to upload keeps what was typed.
  await form.getByRole('link', { name: '登录' }).click();
  await signOn(page, 'geren');
  await expect(page).toHaveURL(/\/produce-safe-clues$/);
  const back = page.getByRole('form', { name: '农产品质量安全线索举报' });
  await expect(back.getByLabel('被举报对象名称')).toHaveValue(`${city.districts[2]}壶山生猪养殖场`);

  await back.getByLabel('选择要上传的文件').setInputFiles([
    { name: '现场照片说明.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% 现场照片说明\n%%EOF\n') },
  ]);
  await expect(back.getByRole('list', { name: '已选文件' }).getByText('已上传')).toHaveCount(1);
  await back.getByLabel('线索描述').fill('养殖场夜间向河道排放未经处理的养殖废水，并使用禁用兽药。');
  await back.getByLabel('举报人姓名').fill('陈丽华');
  await back.getByLabel('手机号码').fill('13805943456');
  await back.getByRole('button', { name: '提交' }).click();
  await passCaptcha(page);
  const receipt = page.getByRole('region', { name: '农产品质量安全线索已提交成功', exact: true });
  const trackingNo = (await receipt.getByText(/^XS\d{12}$/).textContent())?.trim() ?? '';
  expect(trackingNo).toMatch(/^XS\d{12}$/);

  await page.goto('/safe-view-info-list');
  await expect(page.getByText('暂无查询结果')).toBeVisible();
  await expect(page.getByRole('table', { name: '我的线索' }).getByRole('cell', { name: trackingNo })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('诚信建设万里行 shows the campaign’s newest articles and 更多 pages through all of them', async ({ page }) => {
  await page.goto('/integrity-wanli');
  const news = page.getByRole('region', { name: '活动动态', exact: true });
  const items = news.getByRole('listitem').getByRole('link');
  // The newest eight of the campaign's column, each about the campaign.
  await expect(items).toHaveCount(8);
  await expect(items.filter({ hasNotText: '诚信建设万里行' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await news.getByRole('link', { name: /更多/ }).click();
  await expect(page).toHaveURL(/\/integrity-wanli-more$/);
  await expect(page.getByRole('heading', { level: 1, name: '活动动态' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '专项活动' }).getByRole('link', { name: '诚信建设万里行' })).toHaveAttribute('aria-current', 'page');
  await expect(contentListItems(page).getByRole('link')).toHaveCount(15);
  await expect(page.getByRole('navigation', { name: '分页' }).getByRole('button', { name: '下一页' })).toBeEnabled();
  const first = contentListItems(page).getByRole('link').first();
  const title = (await first.textContent())?.trim() ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/content-detail\?id=/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title.slice(0, 8));
});

test('疫情防控信用措施 lists the column’s articles over two pages and opens one', async ({ page }) => {
  await page.goto('/epidemic');
  await expect(page.getByRole('heading', { level: 1, name: '疫情防控信用措施' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '专项活动' }).getByRole('link', { name: '疫情防控' })).toHaveAttribute('aria-current', 'page');
  const links = contentListItems(page).getByRole('link');
  await expect(links).toHaveCount(15);
  const pager = page.getByRole('navigation', { name: '分页' });
  await pager.getByRole('button', { name: '下一页' }).click();
  await expect(page).toHaveURL(/pageNo=2/);
  await expect(links).toHaveCount(3);
  await expectNoAxeViolations(page);

  const title = (await links.first().textContent())?.trim() ?? '';
  await links.first().click();
  await expect(page).toHaveURL(/\/content-detail\?id=/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
});

test('线索处理公示 lists the handled clues’ notices and opens one with its result', async ({ page }) => {
  await page.goto('/safe-inquire');
  await page.getByRole('main').getByRole('link', { name: '线索处理公示' }).click();
  await expect(page).toHaveURL(/\/safe-clues-list$/);
  await expect(page.getByRole('heading', { level: 1, name: '线索处理公示' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '专项活动' }).getByRole('link', { name: '线索公示' })).toHaveAttribute('aria-current', 'page');
  const notices = contentListItems(page).getByRole('link');
  await expect(notices.first()).toBeVisible();
  await expect(notices.filter({ hasNotText: /^(食品|药品|农产品)安全线索处理结果公示：/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const title = (await notices.first().textContent())?.trim() ?? '';
  await notices.first().click();
  await expect(page).toHaveURL(/\/clues-list-detail\?id=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText(/^处理结果：/)).toBeVisible();
  await expect(page.getByRole('navigation', { name: '专项活动' }).getByRole('link', { name: '线索公示' })).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);
});
