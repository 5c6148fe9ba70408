import { city } from '../city';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, renderInBrowser } from './fixtures';
import { passCaptcha } from './flows';

// Credit repair (/credit-repair and its guide) and the dishonesty risk report (/SXFXJSBG), pages/repair.

const REPORTER = { name: '林建国', idNumber: '350302198502140018', phone: '13805943456' };
const CONTENT = `该公司在${city.districts[0]}多个小区以高额回报为名吸收老年人资金，承诺月息三分，近期已出现逾期兑付。`;

async function fillReport(page: Page, idNumber = REPORTER.idNumber) {
  const form = page.getByRole('form', { name: '失信风险警示报告' });
  await form.getByLabel('报告人姓名').fill(REPORTER.name);
  await form.getByLabel('身份证号码').fill(idNumber);
  await form.getByLabel('手机号码').fill(REPORTER.phone);
  await form.getByLabel('风险类别').selectOption('非法集资');
  await form.getByLabel('涉及主体名称').fill(`${city.name}鸿达投资咨询有限公司`);
  await form.getByLabel('风险情况描述').fill(CONTENT);
  await form.getByLabel('本人承诺所报告内容真实，如有虚假愿承担相应责任').check();
  return form;
}

test.describe('credit repair', () => {
  test('the hub shows the kinds of information that can be repaired and leads to a method in full', async ({ page }) => {
    // Two pages, each checked with axe: more than the default 30 s on a busy machine.
    test.slow();
    await page.goto('/credit-repair');
    await expect(page.getByRole('heading', { level: 1, name: '信用修复' })).toBeVisible();
    // The kinds come from the repair_type dictionary.
    const kinds = page.getByRole('region', { name: '可申请修复的信息', exact: true });
    await expect(kinds.getByRole('listitem')).toHaveCount(4);
    await expect(kinds.getByText('经营异常名录信用修复')).toBeVisible();
    // The newest news of the 信用修复 column.
    await expect(page.getByRole('region', { name: '修复动态', exact: true }).getByRole('link').first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoAxeViolations(page);

    // By keyboard: the left advert column of the shell may sit over the first card at this width.
    await page.getByRole('link', { name: /^修复方式/ }).first().focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/repair-method$/);
    await expect(page.getByRole('heading', { level: 1, name: '修复方式' })).toBeVisible();
    await page.getByRole('link', { name: '行政处罚信息信用修复' }).click();
    await expect(page).toHaveURL(/\/repairDetail\?id=\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: '行政处罚信息信用修复' })).toBeVisible();
    await expect(page.getByText('最短公示期为三个月')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('when the back end fails the hub says so with the catalogue’s message and loads again on 重试', async ({ page }) => {
    await renderInBrowser(page);
    await page.route('**/api/dict/dictionary/getDataDictionaryListByParentCode*', (route) => route.fulfill({ json: { code: 403, msg: 'forbidden' } }));
    await page.goto('/credit-repair');
    await expect(page.getByText('您没有权限执行此操作，请联系管理员')).toBeVisible();
    await page.unroute('**/api/dict/dictionary/getDataDictionaryListByParentCode*');
    await page.getByRole('button', { name: '重试' }).click();
    await expect(page.getByRole('region', { name: '可申请修复的信息', exact: true }).getByRole('listitem')).toHaveCount(4);
  });

  test('the procedure and the policy documents list their articles from the CMS', async ({ page }) => {
    await page.goto('/repair-procedure');
    await expect(page.getByRole('link', { name: '信用修复网上办理流程' })).toBeVisible();
    await page.goto('/repair-article');
    await expect(page.getByRole('link', { name: '失信行为纠正后的信用信息修复管理办法（试行）' })).toBeVisible();
  });

  test('我要修复 shows the materials, the blank application form and asks before leaving for 信用中国', async ({ page }) => {
    await page.goto('/wanna-repair');
    await expect(page.getByRole('heading', { level: 1, name: '我要修复' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '申请信用修复需要准备的材料' })).toBeVisible();
    await expect(page.getByText('守信承诺书', { exact: false }).first()).toBeVisible();
    const template = page.getByRole('link', { name: '信用修复申请书（样表）.pdf' });
    const download = await page.request.get((await template.getAttribute('href')) ?? '');
    expect(download.ok()).toBe(true);
    expect((await download.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await page.getByRole('link', { name: '前往“信用中国”申请信用修复' }).click();
    await expect(page.getByRole('dialog')).toContainText('https://www.creditchina.gov.cn/xinyongxiufu/');
    await expectNoAxeViolations(page);
  });
});

test.describe('the dishonesty risk report', () => {
  test('a wrong field shows its message beside it and keeps what was typed', async ({ page }) => {
    await page.goto('/SXFXJSBG');
    await expect(page.getByRole('heading', { level: 1, name: '失信风险警示报告' })).toBeVisible();
    const form = page.getByRole('form', { name: '失信风险警示报告' });
    await form.getByRole('button', { name: '提交' }).click();
    await expect(form.getByText('请输入报告人姓名')).toBeVisible();
    await expect(form.getByLabel('报告人姓名')).toBeFocused();

    // A resident ID with a wrong check digit.
    await fillReport(page, '350302198502140019');
    await form.getByRole('button', { name: '提交' }).click();
    await expect(form.getByLabel('身份证号码')).toBeFocused();
    await expect(form.getByLabel('身份证号码')).toHaveAccessibleDescription(/请输入正确的身份证号码/);
    await expect(page.getByRole('dialog', { name: '安全验证' })).toHaveCount(0);
    await expect(form.getByLabel('报告人姓名')).toHaveValue(REPORTER.name);
    await expect(form.getByLabel('风险情况描述')).toHaveValue(CONTENT);
    await expectNoAxeViolations(page);
  });

  test('the server’s refusal of a field shows beside it, and a failed submission keeps the values', async ({ page }) => {
    await page.goto('/SXFXJSBG');
    const form = await fillReport(page);
    await renderInBrowser(page);
    await page.route('**/api/cmpinternetportalfront/riskpersondeclare/add', (route) =>
      route.fulfill({ json: { code: 202, msg: '参数校验失败', errors: { idNumber: '身份证号码校验位不正确' } } }),
    );
    await form.getByRole('button', { name: '提交' }).click();
    await passCaptcha(page);
    await expect(form.getByLabel('身份证号码')).toHaveAccessibleDescription(/身份证号码校验位不正确/);

    await page.unroute('**/api/cmpinternetportalfront/riskpersondeclare/add');
    await renderInBrowser(page);
    await page.route('**/api/cmpinternetportalfront/riskpersondeclare/add', (route) =>
      route.fulfill({ json: { code: 500, msg: '服务繁忙，请稍后再试' } }),
    );
    await form.getByRole('button', { name: '提交' }).click();
    await passCaptcha(page);
    await expect(form.getByRole('alert')).toHaveText('服务繁忙，请稍后再试');
    await expect(form.getByLabel('报告人姓名')).toHaveValue(REPORTER.name);
    await expect(form.getByLabel('手机号码')).toHaveValue(REPORTER.phone);
    await expect(form.getByLabel('风险类别')).toHaveValue('非法集资');
  });

  test('what was typed survives a reload (and so the single sign-on’s round trip)', async ({ page }) => {
    await page.goto('/SXFXJSBG');
    const form = page.getByRole('form', { name: '失信风险警示报告' });
    await form.getByLabel('报告人姓名').fill(REPORTER.name);
    await form.getByLabel('风险情况描述').fill(CONTENT);
    await page.reload();
    await expect(form.getByLabel('报告人姓名')).toHaveValue(REPORTER.name);
    await expect(form.getByLabel('风险情况描述')).toHaveValue(CONTENT);
  });

  test('a report passes the captcha, gives a tracking number, and the number finds it again', async ({ page }) => {
    // Two pages, each checked with axe: more than the default 30 s on a busy machine.
    test.slow();
    await page.goto('/SXFXJSBG');
    const form = await fillReport(page);
    await form.getByRole('button', { name: '提交' }).click();
    await passCaptcha(page);

    const receipt = page.getByRole('status', { name: '报告已受理' });
    await expect(receipt).toContainText(/受理编号：FX\d{12}/);
    const trackingNo = ((await receipt.textContent()) ?? '').match(/FX\d{12}/)?.[0] ?? '';
    await expect(receipt).toContainText('进度查询');
    // The form is empty again for another report.
    await expect(form.getByLabel('报告人姓名')).toHaveValue('');

    // The lookup is filled in with the number and the phone; it finds the new report.
    const query = page.getByRole('form', { name: '报告进度查询' });
    await expect(query.getByLabel('受理编号')).toHaveValue(trackingNo);
    await query.getByRole('button', { name: '查询' }).click();
    const progress = page.getByRole('region', { name: `受理编号 ${trackingNo} 的办理进度` });
    await expect(progress).toContainText(`非法集资风险报告：${city.name}鸿达投资咨询有限公司`);
    await expect(progress).toContainText('待受理');
    await expectNoAxeViolations(page);

    // Anyone else's number and phone pair is not found.
    await query.getByLabel('手机号码或身份证号码').fill('13900000000');
    await query.getByRole('button', { name: '查询' }).click();
    await expect(query.getByRole('alert')).toHaveText('未查询到相关报告，请核对受理编号和手机号码或身份证号码');
    await expect(progress).toHaveCount(0);

    // After a reload the report is looked up by hand, with the resident ID as the second factor.
    await page.reload();
    await query.getByLabel('受理编号').fill(trackingNo);
    await query.getByLabel('手机号码或身份证号码').fill(REPORTER.idNumber);
    await query.getByRole('button', { name: '查询' }).click();
    await expect(progress).toContainText('待受理');
  });

  test('a logged-in reporter sees their own reports, paged in the address', async ({ page }) => {
    // The single sign-on's round trip, two pages of reports and axe: more than 30 s on a busy machine.
    test.slow();
    await page.goto('/SXFXJSBG');
    await page.getByRole('link', { name: '登录查看我的报告' }).click();
    await expect(page.getByRole('heading', { name: '统一身份认证平台' })).toBeVisible();
    await page.getByLabel('用户名').fill('geren');
    await page.getByLabel('密码').fill('Xinyong@2026');
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page).toHaveURL(/\/SXFXJSBG$/);

    const mine = page.getByRole('region', { name: '我的报告', exact: true });
    const rows = mine.getByRole('table', { name: '我的失信风险警示报告' }).getByRole('row');
    await expect(rows.nth(1)).toContainText(/FX\d{12}/);
    await expect(mine.getByText(/共 \d+ 条/)).toBeVisible();
    await mine.getByRole('button', { name: '下一页' }).click();
    await expect(page).toHaveURL(/pageNo=2/);
    await expect(rows.nth(1)).toContainText(/FX\d{12}/);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
