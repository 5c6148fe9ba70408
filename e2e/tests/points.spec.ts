import { city } from '../city';
import { expect, expectEveryText, expectNoAxeViolations, test } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import { signOn } from './flows';

// Points declarations (/declare-Legal, /declare-person), credit-report applications (/credit-report)
// and their user-centre panels, through the simulated single sign-on with the demo accounts
// (reference-server README: qiye enterprise, geren person, zuzhi organisation).

/** Logs in from a section's own 登录 button and comes back to the same page. */
async function logInFrom(page: Page, section: Locator, username: string) {
  const path = new URL(page.url()).pathname;
  await section.getByRole('link', { name: '登录' }).click();
  await signOn(page, username);
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.getByRole('banner').getByRole('button', { name: '退出登录' })).toBeVisible();
}

const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n% ${name}\n%%EOF\n`),
});

/** The value of the first target the account may still declare. */
async function firstDeclarable(select: Locator): Promise<string> {
  // The targets arrive after the form: wait for the first one before reading them.
  await expect(select.locator('option:not([disabled]):not([value=""])').first()).toBeAttached();
  const values = await select
    .locator('option:not([disabled])')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
  expect(values.length).toBeGreaterThan(0);
  return values[0] as string;
}

test.describe('points declarations', () => {
  test('anyone sees the targets by category, with the category and page in the address, and can download the form', async ({ page }) => {
    await page.goto('/declare-Legal');
    await expect(page.getByRole('heading', { level: 1, name: '法人积分申报' })).toBeVisible();
    const table = page.getByRole('region', { name: '积分指标', exact: true }).getByRole('table');
    await expect(table.getByRole('row', { name: /^纳税信用A级 / })).toBeVisible();

    const categories = page.getByRole('navigation', { name: '指标类别' });
    await categories.getByRole('link', { name: /^荣誉表彰/ }).click();
    await expect(page).toHaveURL(/category=%E8%8D%A3%E8%AA%89%E8%A1%A8%E5%BD%B0/);
    await expect(categories.getByRole('link', { name: /^荣誉表彰/ })).toHaveAttribute('aria-current', 'page');
    for (const text of await table.locator('tbody tr td:nth-child(2)').allTextContents()) expect(text).toBe('荣誉表彰');
    await page.reload();
    await expect(table.getByRole('row', { name: /^纳税信用A级 / })).toHaveCount(0);
    await expect(table.locator('tbody tr')).not.toHaveCount(0);

    // Anonymous visitors are asked to log in before declaring.
    await expect(page.getByRole('region', { name: '在线申报', exact: true })).toContainText('请先登录后进行法人积分申报');

    await expectNoAxeViolations(page);

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: '下载法人积分申报表' }).click();
    expect((await download).suggestedFilename()).toBe('法人信用积分申报表.xlsx');
  });

  test('an enterprise declares a deed: wrong fields are named beside them and kept, then the tracking number shows and opens its trail', async ({
    page,
  }) => {
    // A long journey (sign-on, upload, three axe checks): more than the default 30 s on a busy machine.
    test.slow();
    await page.goto('/declare-Legal');
    const section = page.getByRole('region', { name: '在线申报', exact: true });
    await logInFrom(page, section, 'qiye');

    const form = page.getByRole('form', { name: '法人积分申报' });
    const target = form.getByLabel(/申报指标/);
    const targetId = await firstDeclarable(target);
    await target.selectOption(targetId);
    await form.getByLabel(/事项说明/).fill('上一年度纳税信用评价结果为A级，税务机关已出具证明');
    await form.getByLabel(/发生日期/).fill('2020-01-01');
    await form.getByLabel(/联系电话/).fill('12345');
    await form.getByRole('button', { name: '提交申报' }).click();

    await expect(form.getByText('只能申报12个月内发生的事项')).toBeVisible();
    await expect(form.getByText('请输入正确的手机号码')).toBeVisible();
    await expect(form.getByLabel(/事项说明/)).toHaveValue('上一年度纳税信用评价结果为A级，税务机关已出具证明');
    await expect(target).toHaveValue(targetId);
    await expectNoAxeViolations(page);

    // The values survive a reload (the draft), so an expired login loses nothing either.
    await page.reload();
    await expect(form.getByLabel(/事项说明/)).toHaveValue('上一年度纳税信用评价结果为A级，税务机关已出具证明');
    await expect(form.getByLabel(/联系电话/)).toHaveValue('12345');

    const today = new Date();
    const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    await form.getByLabel(/发生日期/).fill(day);
    await form.getByLabel(/联系电话/).fill('13905941234');
    await form.getByLabel('选择要上传的文件').setInputFiles([pdf('证明材料一.pdf'), pdf('证明材料二.pdf')]);
    await expect(form.getByRole('list', { name: '已选文件' }).getByText('已上传')).toHaveCount(2);
    await form.getByRole('button', { name: '提交申报' }).click();

    const receipt = page.getByRole('status').filter({ hasText: '申报已提交' });
    await expect(receipt).toBeVisible();
    const declareNo = ((await receipt.getByText(/^JFQY\d{14}$/).textContent()) ?? '').trim();
    expect(declareNo).toMatch(/^JFQY\d{14}$/);
    await expectNoAxeViolations(page);

    // Look it up in 我的申报: the newest row, and its trail starts with 已提交.
    const mine = page.getByRole('region', { name: '我的申报', exact: true });
    await mine.getByRole('button', { name: `查看申报 ${declareNo}` }).click();
    await expect(page).toHaveURL(/declaration=\d+/);
    const detail = page.getByRole('region', { name: '申报详情', exact: true });
    await expect(detail.getByRole('heading', { name: '申报详情' })).toBeFocused();
    await expect(detail).toContainText(declareNo);
    await expect(detail.getByRole('list', { name: '审核进度' })).toContainText('已提交');
    await expect(detail).toContainText('上一年度纳税信用评价结果为A级，税务机关已出具证明');
    await expect(detail.getByRole('link', { name: '证明材料一.pdf' })).toBeVisible();
    await expectNoAxeViolations(page);
    // The looked-up declaration lives in the address: a reload shows it again.
    await page.reload();
    await expect(detail.getByRole('list', { name: '审核进度' })).toContainText('已提交');
    await detail.getByRole('button', { name: '关闭详情' }).click();
    await expect(detail).toHaveCount(0);

    // The draft went with the submission.
    await page.reload();
    await expect(mine.getByRole('button', { name: `查看申报 ${declareNo}` })).toBeVisible();
    await expect(page.getByRole('form', { name: '法人积分申报' }).getByLabel(/事项说明/)).toHaveValue('');
  });

  test('my declarations filter by status in the address', async ({ page }) => {
    await page.goto('/declare-person');
    await logInFrom(page, page.getByRole('region', { name: '我的申报', exact: true }), 'geren');
    const mine = page.getByRole('region', { name: '我的申报', exact: true });
    await mine.getByLabel('申报状态').selectOption('已通过');
    await expect(page).toHaveURL(/declStatus=%E5%B7%B2%E9%80%9A%E8%BF%87/);
    const statuses = mine.getByRole('table').locator('tbody tr td:nth-child(5)');
    await expectEveryText(statuses, (text) => text === '已通过');
    await page.reload();
    await expect(mine.getByLabel('申报状态')).toHaveValue('已通过');
  });

  test('an organisation account may not declare: the no-permission message instead of the form', async ({ page }) => {
    await page.goto('/declare-Legal');
    await logInFrom(page, page.getByRole('region', { name: '在线申报', exact: true }), 'zuzhi');
    const section = page.getByRole('region', { name: '在线申报', exact: true });
    await expect(section.getByRole('alert')).toContainText('您没有权限执行此操作，请联系管理员');
    await expect(section.getByRole('alert')).toContainText('本事项仅限企业用户登录后办理');
    await expect(page.getByRole('form', { name: '法人积分申报' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('a person gets the form on the natural-person page but is refused on the legal-person one', async ({ page }) => {
    await page.goto('/declare-person');
    await logInFrom(page, page.getByRole('region', { name: '在线申报', exact: true }), 'geren');
    await expect(page.getByRole('form', { name: '自然人积分申报' }).getByLabel(/申报指标/)).toBeVisible();
    await page.goto('/declare-Legal');
    await expect(page.getByRole('region', { name: '在线申报', exact: true }).getByRole('alert')).toContainText('您没有权限执行此操作');
  });

  test('the user centre shows my points with level and history', async ({ page }) => {
    await page.goto('/user?tab=my-points');
    await signOn(page, 'qiye');
    await expect(page.getByRole('navigation', { name: '我的服务' }).getByRole('link', { name: '我的信用积分' })).toHaveAttribute(
      'aria-current',
      'page'
    );
    const panel = page.getByRole('region', { name: '我的信用积分', exact: true });
    await expect(panel.getByText('诚信等级', { exact: true })).toBeVisible();
    await expect(panel.getByRole('definition').nth(1)).toHaveText(/^A{1,3}$/);
    await expect(panel.getByRole('table').locator('tbody tr').first()).toContainText(/JFQY\d{14}/);
    await expectNoAxeViolations(page);
  });
});

test.describe('credit report applications', () => {
  test('anyone reads what the report is and its kinds; applying needs a login', async ({ page }) => {
    await page.goto('/credit-report');
    await expect(page.getByRole('heading', { level: 1, name: '信用报告' })).toBeVisible();
    await expect(page.getByRole('region', { name: '关于信用报告', exact: true }).getByRole('table')).toContainText('公共信用信息报告（标准版）');
    await expect(page.getByRole('region', { name: '申请信用报告', exact: true })).toContainText('请先登录后申请信用报告');
    await expectNoAxeViolations(page);
  });

  test('an enterprise applies: a wrong phone is named and kept, then the tracking number shows in my applications', async ({ page }) => {
    // A long journey (sign-on, upload, three axe checks): more than the default 30 s on a busy machine.
    test.slow();
    await page.goto('/credit-report');
    await logInFrom(page, page.getByRole('region', { name: '申请信用报告', exact: true }), 'qiye');
    const form = page.getByRole('form', { name: '申请信用报告' });
    await form.getByLabel(/报告类型/).selectOption({ index: 1 });
    await form.getByLabel(/报告用途/).fill(`参加${city.name}公共资源交易中心工程项目投标`);
    await form.getByLabel(/联系人/).fill('林建国');
    await form.getByLabel(/联系电话/).fill('1390594');
    await form.getByRole('button', { name: '提交申请' }).click();
    await expect(form.getByText('请输入正确的手机号码')).toBeVisible();
    await expect(form.getByLabel(/报告用途/)).toHaveValue(`参加${city.name}公共资源交易中心工程项目投标`);

    await form.getByLabel(/联系电话/).fill('13905941234');
    await form.getByRole('button', { name: '提交申请' }).click();
    const receipt = page.getByRole('status').filter({ hasText: '申请已提交' });
    const applyNo = ((await receipt.getByText(/^BGSQ\d{14}$/).textContent()) ?? '').trim();
    expect(applyNo).toMatch(/^BGSQ\d{14}$/);

    const row = page.getByRole('region', { name: '我的申请', exact: true }).getByRole('row', { name: new RegExp(applyNo) });
    await expect(row).toContainText('已申请');
    await expect(row).toContainText('报告生成中');
    await expectNoAxeViolations(page);
  });

  test('a generated report downloads, is shared with an organisation and the share stopped', async ({ page, request }) => {
    // A long journey (sign-on, upload, three axe checks): more than the default 30 s on a busy machine.
    test.slow();
    // An enterprise of the red list to share with (not the demo enterprise itself).
    const found = await (await request.get('/api/cmpinternetportalfront/redbalcklist/page?listType=1&pageSize=5')).json();
    const partner = (found.data.records as { creditCode: string; subjectName: string }[])
      .map((r) => ({ creditCode: r.creditCode, name: r.subjectName }))
      .find((r) => !r.name.includes('鸿达'));
    expect(partner).toBeDefined();

    await page.goto('/credit-report?applyStatus=已生成');
    await logInFrom(page, page.getByRole('region', { name: '申请信用报告', exact: true }), 'qiye');
    const list = page.getByRole('region', { name: '我的申请', exact: true });
    const first = list.getByRole('table').locator('tbody tr').first();
    await expect(first).toContainText('已生成');
    const applyNo = ((await first.locator('td').first().textContent()) ?? '').trim();

    const download = page.waitForEvent('download');
    await first.getByRole('link', { name: `下载报告 ${applyNo}` }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

    await first.getByRole('link', { name: `共享报告 ${applyNo}` }).click();
    const share = page.getByRole('region', { name: `共享信用报告 ${applyNo}` });
    await share.getByLabel(/统一社会信用代码/).fill('91350300MA31K2L46A');
    await share.getByRole('button', { name: '确认共享' }).click();
    await expect(share.getByText('请输入正确的统一社会信用代码')).toBeVisible();
    await share.getByLabel(/统一社会信用代码/).fill(partner?.creditCode ?? '');
    await share.getByRole('button', { name: '确认共享' }).click();
    await expect(share.getByRole('status')).toContainText(`已共享给${partner?.name ?? ''}`);
    await share.getByRole('button', { name: '关闭' }).click();

    await first.getByRole('link', { name: new RegExp(`^共享记录（\\d+） ${applyNo}$`) }).click();
    const shares = page.getByRole('region', { name: `共享记录 ${applyNo}` });
    // The organisation's rows (an earlier share with it, already stopped, may be listed too): the live one.
    const partnerRows = shares.getByRole('row', { name: new RegExp(partner?.name ?? '') });
    const shareRow = partnerRows.filter({ hasText: '共享中' });
    await expect(shareRow).toHaveCount(1);
    await expectNoAxeViolations(page);
    await shareRow.getByRole('button', { name: `停止共享给${partner?.name ?? ''}` }).click();
    await expect(shareRow).toHaveCount(0);
    await expect(partnerRows.filter({ hasText: '已停止' }).first()).toBeVisible();
  });

  test('the user centre lists my applications', async ({ page }) => {
    await page.goto('/user?tab=credit-report-apply');
    await signOn(page, 'qiye');
    await expect(page.getByRole('navigation', { name: '我的服务' }).getByRole('link', { name: '信用报告申请' })).toHaveAttribute(
      'aria-current',
      'page'
    );
    const panel = page.getByRole('region', { name: '信用报告申请', exact: true });
    await expect(panel.getByRole('table').locator('tbody tr').first()).toContainText(/BGSQ\d{14}/);
    await expectNoAxeViolations(page);
  });

  test('a person is refused in the user centre with the no-permission message', async ({ page }) => {
    await page.goto('/user?tab=credit-report-apply');
    await signOn(page, 'geren');
    await expect(page.getByRole('region', { name: '信用报告申请', exact: true }).getByRole('alert')).toContainText('您没有权限执行此操作');
    await expectNoAxeViolations(page);
  });
});
