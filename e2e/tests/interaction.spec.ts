import { city } from '../city';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { passCaptcha, signOn } from './flows';

// 网站互动, 办件查询, 信息纠错 and 异议申诉 (pages/interaction).
// Each flow crosses several pages (the sign-on, the captcha, axe on each): three times the usual time.
test.slow();

const NOT_FOUND = '未查询到相关办件，请核对受理编号和验证信息后重试';

async function lookUp(page: Page, trackingNo: string, verifier: string, verifierLabel = '手机号码') {
  const form = page.getByRole('form', { name: /查询/ });
  await form.getByLabel('受理编号').fill(trackingNo);
  await form.getByLabel(verifierLabel).fill(verifier);
  await form.getByRole('button', { name: '查询' }).click();
}

test('an error report with a wrong mobile number says so beside the field and keeps what was typed', async ({ page }) => {
  await page.goto('/check-error');
  const form = page.getByRole('form', { name: '信息纠错' });
  await form.getByLabel('出错页面网址').fill('/enterprise-detail?creditCode=91350300MA2Y0X1234');
  await form.getByLabel('有误的信息').fill('法定代表人显示为林某某');
  await form.getByLabel('正确的信息').fill('法定代表人已于2026年3月变更为陈某某');
  await form.getByLabel('联系人').fill('郑晓燕');
  await form.getByLabel('手机号码').fill('12345');
  // Enter submits, as the button does (a click would land after the blur's message moved the button).
  await form.getByLabel('手机号码').press('Enter');

  const phone = form.getByLabel('手机号码');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription(/请输入正确的手机号码/);
  await expect(phone).toBeFocused();
  await expect(page.getByRole('dialog', { name: '安全验证' })).toHaveCount(0);
  await expect(form.getByLabel('有误的信息')).toHaveValue('法定代表人显示为林某某');
  await expect(form.getByLabel('联系人')).toHaveValue('郑晓燕');
  await expectNoAxeViolations(page);
});

test('an error report gets a tracking number, which finds its progress on 办件查询 with the phone and nothing with another', async ({ page }) => {
  await page.goto('/check-error');
  const form = page.getByRole('form', { name: '信息纠错' });
  await form.getByLabel('出错页面网址').fill('/red-list/index');
  await form.getByLabel('有误的信息').fill('红名单中“鸿达鞋业”写成了“鸿达靴业”');
  await form.getByLabel('正确的信息').fill(`企业名称应为${city.name}鸿达鞋业有限公司`);
  await form.getByLabel('联系人').fill('郑晓燕');
  await form.getByLabel('手机号码').fill('13805940001');
  await form.getByRole('button', { name: '提交' }).click();
  await passCaptcha(page);

  const receipt = page.getByRole('region', { name: '信息纠错已提交成功', exact: true });
  await expect(receipt).toBeVisible();
  const trackingNo = (await receipt.getByText(/^JC\d{12}$/).textContent())?.trim() ?? '';
  expect(trackingNo).toMatch(/^JC\d{12}$/);
  await expectNoAxeViolations(page);

  await receipt.getByRole('link', { name: '办件查询' }).click();
  await expect(page).toHaveURL(/\/info-search$/);
  await lookUp(page, trackingNo.toLowerCase(), '13805940001');
  const progress = page.getByRole('article');
  await expect(progress.getByText(trackingNo)).toBeVisible();
  await expect(progress.getByText('待受理')).toBeVisible();
  await expect(progress.getByRole('heading', { level: 2 })).toContainText('鸿达靴业');
  await expectNoAxeViolations(page);

  // A wrong phone and an unknown number answer the same, so neither tells which numbers exist.
  await lookUp(page, trackingNo, '13805940002');
  await expect(page.getByRole('alert').filter({ hasText: NOT_FOUND })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await lookUp(page, 'JC209901010001', '13805940001');
  await expect(page.getByRole('alert').filter({ hasText: NOT_FOUND })).toBeVisible();
});

test('asking a question keeps what was typed through the sign-on, then gives a tracking number that 办件查询 finds', async ({ page }) => {
  await page.goto('/website-interaction');
  const form = page.getByRole('form', { name: '我要提问' });
  await form.getByRole('radio', { name: '建议' }).check();
  await form.getByLabel('标题').fill('建议增加信用报告下载进度提示');
  await form.getByLabel('内容').fill('下载大型企业信用报告时页面长时间没有反应，建议显示下载进度。');
  await form.getByLabel('联系人').fill('陈丽华');
  await form.getByLabel('手机号码').fill('13805943456');
  await form.getByRole('button', { name: '提交' }).click();

  // Anonymous: off to the single sign-on, and back to the same form with the same values.
  await signOn(page, 'geren');
  await expect(page).toHaveURL(/\/website-interaction/);
  const back = page.getByRole('form', { name: '我要提问' });
  await expect(back.getByLabel('标题')).toHaveValue('建议增加信用报告下载进度提示');
  await expect(back.getByRole('radio', { name: '建议' })).toBeChecked();
  await expect(back.getByLabel('手机号码')).toHaveValue('13805943456');

  // A too-short content is refused beside the field before anything is sent.
  await back.getByLabel('内容').fill('太慢了');
  await back.getByRole('button', { name: '提交' }).click();
  await expect(back.getByLabel('内容')).toHaveAccessibleDescription(/内容至少10个字/);
  await expect(back.getByLabel('标题')).toHaveValue('建议增加信用报告下载进度提示');

  await back.getByLabel('内容').fill('下载大型企业信用报告时页面长时间没有反应，建议显示下载进度。');
  await back.getByRole('button', { name: '提交' }).click();
  await passCaptcha(page);
  const receipt = page.getByRole('region', { name: '网站互动已提交成功', exact: true });
  await expect(receipt).toBeVisible();
  const trackingNo = (await receipt.getByText(/^HD\d{12}$/).textContent())?.trim() ?? '';
  expect(trackingNo).toMatch(/^HD\d{12}$/);
  await expectNoAxeViolations(page);

  await page.goto('/info-search');
  await lookUp(page, trackingNo, '13805943456');
  const progress = page.getByRole('article');
  await expect(progress.getByRole('heading', { name: '建议增加信用报告下载进度提示' })).toBeVisible();
  await expect(progress.getByText('网站互动')).toBeVisible();
});

test('the answered questions filter by type in the address and open with their reply', async ({ page }) => {
  await page.goto('/website-interaction-info-list');
  const search = page.getByRole('search', { name: '互动回复查询' });
  await search.getByLabel('互动类型').selectOption('投诉');
  await search.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/type=%E6%8A%95%E8%AF%89/);
  const items = page.getByRole('list', { name: '互动回复列表' }).getByRole('listitem');
  await expect(items.first()).toBeVisible();
  for (const item of await items.all()) await expect(item.getByText('投诉', { exact: true })).toBeVisible();

  const first = items.first().getByRole('link');
  const title = (await first.textContent())?.trim() ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/website-interaction-info-detail\?id=\d+/);
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { name: '答复内容' })).toBeVisible();
  await expect(page.getByText(/答复单位：/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an unknown or malformed question id is the page-not-found with the way home', async ({ page }) => {
  for (const id of ['999999', 'abc']) {
    await page.goto(`/website-interaction-info-detail?id=${id}`);
    await expect(page.getByText('请求的资源不存在')).toBeVisible();
    await expect(page.getByRole('button', { name: '重试' })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: '返回首页' })).toBeVisible();
  }
});

test('an enterprise sees its own objections and follows one up by number and phone', async ({ page }) => {
  await page.goto('/credit-objection');
  await page.getByRole('main').getByRole('link', { name: '登录' }).click();
  await signOn(page, 'qiye');
  await expect(page).toHaveURL(/\/credit-objection/);
  const mine = page.getByRole('region', { name: '我的异议申诉', exact: true });
  await expect(mine.getByRole('navigation', { name: '异议申诉类别' }).getByRole('link', { name: '企业法人异议申诉' })).toHaveAttribute('aria-current', 'page');
  const firstNumber = mine.getByRole('cell', { name: /^YQ\d{12}$/ }).first();
  await expect(firstNumber).toBeVisible();
  const trackingNo = (await firstNumber.textContent())?.trim() ?? '';
  await expectNoAxeViolations(page);

  await lookUp(page, trackingNo, '13905941234', '验证信息');
  await expect(page.getByRole('article').getByText(trackingNo)).toBeVisible();
  await expect(page.getByRole('article').getByText('企业法人异议申诉')).toBeVisible();
  // A website-interaction number is not an objection: the same message as a wrong pair.
  await lookUp(page, 'HD202611140001', '13905941234', '验证信息');
  await expect(page.getByRole('alert').filter({ hasText: NOT_FOUND })).toBeVisible();
});
