import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, renderInBrowser } from './fixtures';
import { passCaptcha, signOn } from './flows';

// Credit commitments (routes/commitment.ts, pages/commitment): the hub, the template catalogue and its
// scenarios, signing online, the publicity, feedback on fulfilment with its receipt, the inquiry and
// the lists of fulfilment results, through the simulated single sign-on with the demo accounts.

const PHONE = '13905941234';

/** Logs in from the page's own 登录 button and comes back to the same page. */
async function logInFrom(page: Page, username: string) {
  const path = new URL(page.url()).pathname;
  await page.getByRole('main').getByRole('link', { name: '登录' }).click();
  await signOn(page, username);
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.getByRole('banner').getByRole('button', { name: '退出登录' })).toBeVisible();
}

const rows = (page: Page): Locator => page.getByRole('main').getByRole('table').locator('tbody tr');

test.describe('the commitment hub and catalogue', () => {
  test('the hub explains commitments, offers the ways in and opens the newest published commitment in full', async ({ page }) => {
    test.slow();
    await page.goto('/credit-commitment');
    await expect(page.getByRole('heading', { level: 1, name: '信用承诺' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '什么是信用承诺' })).toBeVisible();
    // The tab of the navigation leads here and is lit.
    await expect(page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '信用承诺' }).first()).toHaveAttribute('aria-current', 'page');
    const latest = page.getByRole('region', { name: '最新承诺公示', exact: true });
    await expect(latest.locator('tbody tr')).toHaveCount(8);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoAxeViolations(page);

    const first = latest.locator('tbody tr').first().getByRole('link');
    const title = (await first.textContent()) ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/credit-publicity-detail\?id=\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('郑重作出如下承诺');
    await expect(page.getByRole('main')).not.toContainText('{{');
    await expectNoAxeViolations(page);
  });

  test('the catalogue narrows to one scenario and a template shows its blanks and leads to signing it', async ({ page }) => {
    await page.goto('/credit-commitment-index');
    await expect(page.getByRole('heading', { level: 1, name: '承诺目录' })).toBeVisible();
    await expect(rows(page)).toHaveCount(15);
    await page.getByLabel('适用场景').selectOption('信用修复类');
    await expect(page).toHaveURL(/scenario=/);
    await expect(rows(page)).toHaveCount(3);
    for (const cell of await rows(page).locator('td:nth-child(2)').all()) await expect(cell).toHaveText('信用修复类');

    await page.getByRole('link', { name: '失信被执行人信用修复承诺书', exact: true }).click();
    await expect(page).toHaveURL(/\/promise-online-detail\?id=\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: '失信被执行人信用修复承诺书' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('［承诺主体名称］');
    await expect(page.getByRole('main')).toContainText('法人及非法人组织、自然人');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: '在线签署本承诺书' }).click();
    await expect(page).toHaveURL(/\/promise-online\?templateId=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: '在线承诺' })).toBeVisible();
  });

  test('the scenarios page shows one scenario at a time with what it means', async ({ page }) => {
    await page.goto('/promise-application-scenarios');
    const scenarios = page.getByRole('navigation', { name: '适用场景' });
    await expect(scenarios.getByRole('link', { name: '行政审批类' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: '食品经营许可告知承诺书', exact: true })).toBeVisible();
    await scenarios.getByRole('link', { name: '证明事项类' }).click();
    await expect(page.getByRole('heading', { level: 2, name: '证明事项类' })).toBeVisible();
    await expect(page.getByText('以书面承诺替代需提交的证明材料')).toBeVisible();
    await expect(page.getByRole('link', { name: '无犯罪记录证明替代承诺书', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: '食品经营许可告知承诺书', exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('the publicity lists', () => {
  test('承诺公示 filters by kind of subject, and persons appear masked', async ({ page }) => {
    await page.goto('/promise-publicity');
    await expect(rows(page)).toHaveCount(15);
    await page.getByLabel('主体类型').selectOption('自然人');
    await expect(page).toHaveURL(/subjectType=/);
    const name = rows(page).first().locator('td:nth-child(3)');
    await expect(name).toHaveText(/^.\*+$/);
    await expect(page.getByRole('navigation', { name: '分页' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('履约情况 lists the commitments by the result of their check, and 违诺失信 those not fulfilled', async ({ page }) => {
    await page.goto('/feedback-info');
    const results = page.getByRole('navigation', { name: '履约情况' });
    await expect(results.getByRole('link', { name: '已履约' })).toHaveAttribute('aria-current', 'page');
    for (const cell of await rows(page).locator('td:last-child').all()) await expect(cell).toHaveText('已履约');
    await results.getByRole('link', { name: '未履约' }).click();
    await expect(results.getByRole('link', { name: '未履约' })).toHaveAttribute('aria-current', 'page');
    await expect(rows(page).first().locator('td:last-child')).toHaveText('未履约');
    const broken = await rows(page).first().locator('td:first-child').textContent();

    await page.goto('/credit-dishonest');
    await expect(page.getByRole('heading', { level: 1, name: '违诺失信' })).toBeVisible();
    await expect(rows(page).first().locator('td:first-child')).toHaveText(broken ?? '');
    await rows(page).first().getByRole('link').click();
    await expect(page.getByRole('main').getByText('未履约', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('when the back end fails the list says so with the catalogue’s message and loads again on 重试', async ({ page }) => {
    await renderInBrowser(page);
    await page.route('**/api/cmpinternetportalfront/promiseapplypublicity/page*', (route) => route.fulfill({ json: { code: 403, msg: 'forbidden' } }));
    await page.goto('/credit-dishonest');
    await expect(page.getByText('您没有权限执行此操作，请联系管理员')).toBeVisible();
    await page.unroute('**/api/cmpinternetportalfront/promiseapplypublicity/page*');
    await page.getByRole('button', { name: '重试' }).click();
    await expect(rows(page).first()).toBeVisible();
  });
});

test.describe('signing a commitment and reporting its fulfilment', () => {
  test('anonymous visitors are asked to log in before signing or giving feedback, and find nothing of theirs', async ({ page }) => {
    await page.goto('/promise-online');
    await expect(page.getByText('签署信用承诺需先登录')).toBeVisible();
    await expect(page.getByRole('form', { name: '在线承诺' })).toHaveCount(0);
    await page.goto('/commitent-feedback');
    await expect(page.getByText('承诺反馈需由作出承诺的主体登录后提交')).toBeVisible();
    await page.goto('/view-info-list');
    await expect(page.getByText('登录后查看本主体提交的承诺反馈')).toBeVisible();
  });

  test('an enterprise signs a template, gets a CN number, reports on it with the captcha and follows the FK number up', async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto('/promise-online?templateId=1');
    await logInFrom(page, 'qiye');
    const form = page.getByRole('form', { name: '在线承诺' });
    await expect(form.getByRole('combobox', { name: '承诺书', exact: true })).toHaveValue('1');
    // The account's own enterprise goes into the subject's fields.
    await expect(form.getByLabel('单位名称')).not.toHaveValue('');
    await expect(form.getByLabel('统一社会信用代码')).toHaveValue(/^[0-9A-Z]{18}$/);
    const enterprise = await form.getByLabel('单位名称').inputValue();

    await form.getByLabel('法定代表人').fill('林建国');
    await form.getByLabel('手机号码').fill('1390594');
    await form.getByLabel('承诺事项').fill('申请食品经营许可证（告知承诺制）');
    await form.getByLabel('承诺事项').press('Enter');
    await expect(form.getByLabel('手机号码')).toHaveAccessibleDescription(/请输入正确的手机号码/);
    await expect(form.getByText('请勾选电子签名确认')).toBeVisible();
    // What was typed stays, and the preview shows the commitment as it will be signed.
    await expect(form.getByLabel('法定代表人')).toHaveValue('林建国');
    await expect(form.getByRole('region', { name: '承诺书预览', exact: true })).toContainText('就“申请食品经营许可证（告知承诺制）”事项');
    await expectNoAxeViolations(page);

    // A reload keeps the draft.
    await page.reload();
    await expect(form.getByLabel('承诺事项')).toHaveValue('申请食品经营许可证（告知承诺制）');
    await form.getByLabel('手机号码').fill(PHONE);
    await form.getByLabel(/同意以此作为电子签名/).check();
    await form.getByRole('button', { name: '提交' }).click();

    const receipt = page.getByRole('region', { name: '信用承诺已签署成功', exact: true });
    await expect(receipt).toBeVisible();
    const commitmentNo = ((await receipt.locator('dd').first().textContent()) ?? '').trim();
    expect(commitmentNo).toMatch(/^CN\d{12}$/);

    // Published at once, first in the publicity.
    await page.goto('/promise-publicity');
    await expect(rows(page).first().locator('td:first-child')).toHaveText(commitmentNo);
    await expect(rows(page).first().locator('td:nth-child(3)')).toHaveText(enterprise);

    // Feedback on it: the number comes with the link.
    await page.goto(`/commitent-feedback?commitmentNo=${commitmentNo}`);
    const feedback = page.getByRole('form', { name: '承诺反馈' });
    await expect(feedback.getByLabel('承诺编号')).toHaveValue(commitmentNo);
    await feedback.getByRole('radio', { name: '已履约' }).check();
    await feedback.getByLabel('履约说明').fill('已按承诺在30日内补齐食品经营许可所需的全部材料，并通过现场核查。');
    await feedback.getByLabel('联系人').fill('林建国');
    await feedback.getByLabel('手机号码').fill(PHONE);
    await feedback.getByRole('button', { name: '提交' }).click();
    await passCaptcha(page);

    await expect(page).toHaveURL(/\/feedback-submit-success\?trackingNo=FK\d{12}$/);
    const trackingNo = new URL(page.url()).searchParams.get('trackingNo') ?? '';
    const sent = page.getByRole('region', { name: '承诺反馈已提交成功', exact: true });
    await expect(sent.getByText(trackingNo)).toBeVisible();
    await expect(sent.getByText('待受理')).toBeVisible();
    await expectNoAxeViolations(page);
    // Opened again later, the receipt comes from the visitor's own feedback.
    await page.goto(`/feedback-submit-success?trackingNo=${trackingNo}`);
    await expect(page.getByRole('region', { name: '承诺反馈已提交成功', exact: true }).getByText(trackingNo)).toBeVisible();

    // The inquiry finds the commitment itself by its CN number (any case), with its full text a link away.
    await page.goto('/commitent-inquire');
    const byNumber = page.getByRole('form', { name: '按承诺编号查询承诺' });
    await byNumber.getByLabel('承诺编号').fill('CN20991');
    await byNumber.getByRole('button', { name: '查询' }).click();
    await expect(byNumber.getByLabel('承诺编号')).toHaveAccessibleDescription(/承诺编号为CN加12位数字/);
    await byNumber.getByLabel('承诺编号').fill('CN209901010001');
    await byNumber.getByRole('button', { name: '查询' }).click();
    await expect(page.getByText('未找到该承诺编号对应的承诺，请核对后重新输入')).toBeVisible();
    await byNumber.getByLabel('承诺编号').fill(commitmentNo.toLowerCase());
    await byNumber.getByRole('button', { name: '查询' }).click();
    const commitment = page.getByRole('article', { name: '食品经营许可告知承诺书' });
    await expect(commitment).toContainText(commitmentNo);
    await expect(commitment).toContainText(enterprise);
    await expect(commitment).toContainText('公示中');
    await expectNoAxeViolations(page);
    await commitment.getByRole('link', { name: '查看承诺书全文' }).click();
    await expect(page).toHaveURL(/\/credit-publicity-read\?id=\d+$/);
    await expect(page.getByRole('main')).toContainText('申请食品经营许可证（告知承诺制）');

    // The feedback: found with the phone, nothing with another.
    await page.goto('/commitent-inquire');
    const lookup = page.getByRole('form', { name: '承诺反馈查询' });
    await lookup.getByLabel('受理编号').fill(trackingNo);
    await lookup.getByLabel('手机号码或证件号码').fill('13800000000');
    await lookup.getByRole('button', { name: '查询' }).click();
    await expect(page.getByText('未查询到相关办件，请核对受理编号和验证信息后重试')).toBeVisible();
    await lookup.getByLabel('手机号码或证件号码').fill(PHONE);
    await lookup.getByRole('button', { name: '查询' }).click();
    const progress = page.getByRole('article', { name: new RegExp(commitmentNo) });
    await expect(progress).toContainText('待受理');
    await expectNoAxeViolations(page);

    // Kept alive: after another page and back, the answer is still there.
    await page.getByRole('navigation', { name: '信用承诺栏目' }).getByRole('link', { name: '我的反馈' }).click();
    await expect(page).toHaveURL(/\/view-info-list$/);
    const mine = rows(page).filter({ hasText: trackingNo });
    await expect(mine).toHaveCount(1);
    await page.goBack();
    await expect(page).toHaveURL(/\/commitent-inquire$/);
    await expect(page.getByRole('article', { name: new RegExp(commitmentNo) })).toBeVisible();

    await page.goto('/view-info-list?status=待受理');
    await rows(page).filter({ hasText: trackingNo }).getByRole('link', { name: trackingNo }).click();
    await expect(page).toHaveURL(new RegExp(`/view-info-item\\?trackingNo=${trackingNo}$`));
    await expect(page.getByRole('article', { name: new RegExp(commitmentNo) })).toContainText('承诺反馈');
    await expectNoAxeViolations(page);
  });

  test('feedback on a commitment the subject did not make is refused beside the number, keeping what was typed', async ({ page }) => {
    await page.goto('/commitent-feedback?commitmentNo=CN202001010001');
    await logInFrom(page, 'qiye');
    const feedback = page.getByRole('form', { name: '承诺反馈' });
    await feedback.getByRole('radio', { name: '部分履约' }).check();
    await feedback.getByLabel('履约说明').fill('已完成大部分承诺事项，剩余材料预计本月内补齐。');
    await feedback.getByLabel('联系人').fill('林建国');
    await feedback.getByLabel('手机号码').fill(PHONE);
    await feedback.getByRole('button', { name: '提交' }).click();
    await passCaptcha(page);
    await expect(feedback.getByLabel('承诺编号')).toHaveAccessibleDescription(/未找到本主体作出的该项承诺/);
    await expect(feedback.getByLabel('履约说明')).toHaveValue('已完成大部分承诺事项，剩余材料预计本月内补齐。');
    await expect(page).toHaveURL(/\/commitent-feedback/);
    await expectNoAxeViolations(page);
  });
});
