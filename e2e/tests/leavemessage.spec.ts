import { expect, expectCurrentPage, expectEveryText, expectNoAxeViolations, renderInBrowser, test, waitUntilReady } from './fixtures';
import type { Page } from '@playwright/test';
import { sendQuestionSigningOn, signOn, withFault } from './flows';

// 公众留言 (pages/messages) and the user centre's 我的留言 panel.

const settled = (page: Page) => expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

test.describe('公众留言', () => {
  test('the hub shows the year’s acceptance figures, the latest answers, and the year lives in the address', async ({ page }) => {
    await page.goto('/leavemessage');
    await expect(page.getByRole('heading', { level: 1, name: '公众留言' })).toBeVisible();
    const figures = page.getByRole('definition');
    await expect(page.getByRole('heading', { name: '受理情况' })).toBeVisible();
    await expect(figures.first()).toHaveText(/^\d+$/);
    const received = Number(await figures.nth(0).textContent());
    const replied = Number(await figures.nth(1).textContent());
    expect(received).toBeGreaterThan(0);
    expect(replied).toBeLessThanOrEqual(received);
    await expect(figures.nth(2)).toHaveText(String(received - replied));
    // The type table adds up to the year's total.
    const typeRows = page.getByRole('table', { name: '按留言类型统计' }).getByRole('row');
    await expect(typeRows).toHaveCount(5);
    let sum = 0;
    for (const row of (await typeRows.all()).slice(1)) sum += Number(await row.getByRole('cell').first().textContent());
    expect(sum).toBe(received);

    const latest = page.getByRole('list', { name: '最新答复的留言' }).getByRole('listitem');
    await expect(latest).toHaveCount(8);
    await expect(latest.first()).toContainText('已办结');
    await settled(page);
    await expectNoAxeViolations(page);

    // Last year: the whole twelve months, and a reload keeps it.
    const last = String(Number(await page.getByLabel('统计年度', { exact: true }).inputValue()) - 1);
    await page.getByLabel('统计年度', { exact: true }).selectOption(last);
    await expect(page).toHaveURL(new RegExp(`year=${last}`));
    await expect(page.getByRole('table', { name: '按月份统计' }).getByRole('row')).toHaveCount(13);
    await page.reload();
    await expect(page.getByLabel('统计年度', { exact: true })).toHaveValue(last);
    await expect(page.getByRole('table', { name: '按月份统计' }).getByRole('row')).toHaveCount(13);

    await page.getByRole('link', { name: '我要留言' }).first().click();
    await expect(page).toHaveURL(/\/credit-leavemessageedit$/);
  });

  test('the board is searched by title and type, and its page lives in the address', async ({ page }) => {
    await page.goto('/credit-leavemessage');
    await expect(page.getByRole('heading', { level: 1, name: '留言选登' })).toBeVisible();
    const entries = page.getByRole('list', { name: '留言列表' }).getByRole('listitem');
    await expect(entries).toHaveCount(15);
    await expect(page.getByRole('navigation', { name: '公众留言栏目' }).getByRole('link', { name: '留言选登' })).toHaveAttribute('aria-current', 'page');

    await page.getByLabel('留言标题').fill('信用');
    await page.getByLabel('留言类型').selectOption('咨询');
    await page.getByRole('button', { name: '查询' }).click();
    await expect(page).toHaveURL(/keyword=%E4%BF%A1%E7%94%A8/);
    await expect(page).toHaveURL(/type=%E5%92%A8%E8%AF%A2/);
    await expectEveryText(entries, (text) => text.includes('信用') && text.includes('咨询'));
    const total = Number((await page.getByRole('status').filter({ hasText: '符合条件的留言' }).textContent())?.match(/\d+/)?.[0]);
    expect(total).toBeGreaterThan(15);

    await page.getByRole('navigation', { name: '分页' }).getByRole('button', { name: '下一页' }).click();
    await expect(page).toHaveURL(/pageNo=2/);
    await page.reload();
    await expect(page.getByLabel('留言标题')).toHaveValue('信用');
    await expectCurrentPage(page.getByRole('navigation', { name: '分页' }), 2);
    await settled(page);
    await expectNoAxeViolations(page);
    // Back goes to the first page of the same search.
    await page.goBack();
    await expect(page).not.toHaveURL(/pageNo=/);
    await expectCurrentPage(page.getByRole('navigation', { name: '分页' }), 1);
  });

  test('a message of the board opens with its question and the department’s reply, and 返回 leads back', async ({ page }) => {
    await page.goto('/credit-leavemessage?pageNo=2');
    const entries = page.getByRole('list', { name: '留言列表' }).getByRole('listitem');
    const first = entries.first().getByRole('link');
    const title = (await first.textContent()) ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/credit-leavemessagedetail\?id=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('region', { name: '留言内容', exact: true })).toContainText(/\S{10,}/);
    const reply = page.getByRole('region', { name: '答复内容', exact: true });
    await expect(reply).toContainText('答复单位');
    await expect(reply).toContainText(/您好|感谢/);
    // The public never sees a tracking number; the writer's name is masked.
    await expect(page.getByText('受理编号')).toHaveCount(0);
    await expect(page.getByLabel('留言信息')).toContainText('*');
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: '返回留言选登' }).click();
    await expect(page).toHaveURL(/\/credit-leavemessage$/);
    await expect(entries).toHaveCount(15);
  });

  test('a search without a match says so', async ({ page }) => {
    await page.goto('/credit-leavemessage?keyword=没有这样的留言标题');
    await expect(page.getByText('没有符合条件的留言')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('an unknown message shows the not-found message', async ({ page }) => {
    await page.goto('/credit-leavemessagedetail?id=999999');
    await expect(page.getByText('请求的资源不存在')).toBeVisible();
    await page.goto('/credit-leavemessagedetail?id=abc');
    await expect(page.getByText('请求的资源不存在')).toBeVisible();
  });

  test('a failed load shows the catalogue’s message, and 重试 loads the board', async ({ page }) => {
    let fail = true;
    await renderInBrowser(page);
    await page.route('**/api/cmpinternetportalfront/leavemessage/leavemessage/page*', (route) =>
      route.continue({ headers: { ...route.request().headers(), ...(fail ? { 'x-portal-fault': 'code=4040' } : {}) } }),
    );
    await page.goto('/credit-leavemessage');
    await expect(page.getByRole('main').getByRole('alert')).toContainText('请求的资源不存在');
    await expectNoAxeViolations(page);
    fail = false;
    await page.getByRole('button', { name: '重试' }).click();
    await expect(page.getByRole('list', { name: '留言列表' }).getByRole('listitem')).toHaveCount(15);
  });
});

test.describe('我要留言', () => {
  test('wrong fields get their messages beside them and keep what was typed; the login round trip keeps the form; sending gives the tracking number to look up in 我的留言', async ({ page }) => {
    // The whole journey: two submissions, the sign-on, 我的留言 and a detail.
    test.slow();
    await page.goto('/credit-leavemessageedit');
    await expect(page.getByRole('heading', { level: 1, name: '我要留言' })).toBeVisible();
    await expect(page.getByText('提交留言需要登录')).toBeVisible();
    const title = `信用修复办理进度咨询${Date.now() % 100000}`;

    await page.getByLabel('留言标题').fill(title);
    await page.getByLabel('留言内容').fill('太短了');
    await page.getByLabel('留言人姓名').fill('陈');
    await page.getByLabel('手机号码').fill('12345678901');
    await page.getByRole('button', { name: '提交留言' }).click();

    // Each wrong or missing field carries its message; the first one has the focus; nothing typed is lost.
    await expect(page.getByLabel('留言类型')).toHaveAccessibleDescription('请选择留言类型');
    await expect(page.getByLabel('留言类型')).toBeFocused();
    await expect(page.getByLabel('留言内容')).toHaveAccessibleDescription(/留言内容应为 10 至 1000 个字/);
    await expect(page.getByLabel('留言人姓名')).toHaveAccessibleDescription(/姓名应为 2 至 30 个字/);
    await expect(page.getByLabel('手机号码')).toHaveAccessibleDescription(/请输入正确的手机号码/);
    await expect(page.getByRole('group', { name: /是否公开/ })).toContainText('请选择是否公开');
    await expect(page.getByLabel('留言标题')).toHaveValue(title);
    await expect(page.getByLabel('留言内容')).toHaveValue('太短了');
    await expect(page.getByLabel('手机号码')).toHaveValue('12345678901');
    await expectNoAxeViolations(page);

    // Put right; sending needs a login: the sign-on and back, with the form as it was.
    await sendQuestionSigningOn(page, '本人去年的行政处罚已履行完毕，上月提交了信用修复申请，请问目前办理到哪一步了？');
    await expect(page.getByText('已恢复您此前填写的内容')).toBeVisible();
    await expect(page.getByLabel('留言标题')).toHaveValue(title);
    await expect(page.getByLabel('留言类型')).toHaveValue('咨询');
    await expect(page.getByLabel('留言人姓名')).toHaveValue('陈丽华');
    await expect(page.getByRole('radio', { name: /^不公开/ })).toBeChecked();

    await page.getByRole('button', { name: '提交留言' }).click();
    const receipt = page.getByRole('region', { name: '留言提交成功', exact: true });
    await expect(receipt).toBeVisible();
    await expect(page.getByRole('heading', { name: '留言提交成功' })).toBeFocused();
    const trackingNo = ((await receipt.getByRole('definition').first().textContent()) ?? '').trim();
    expect(trackingNo).toMatch(/^LY\d{12}$/);
    await expect(receipt).toContainText('待受理');
    await expectNoAxeViolations(page);

    // Look it up: 我的留言 lists it first with the number; its detail shows the question, not yet answered.
    await receipt.getByRole('link', { name: '查看我的留言' }).click();
    await expect(page).toHaveURL(/\/user\?tab=my-messages$/);
    await expect(page.getByRole('navigation', { name: '我的服务' }).getByRole('link', { name: '我的留言' })).toHaveAttribute('aria-current', 'page');
    const firstRow = page.getByRole('table', { name: '我的留言' }).getByRole('row').nth(1);
    await expect(firstRow).toContainText(trackingNo);
    await expect(firstRow).toContainText('待受理');
    await expect(firstRow).toContainText('不公开');
    await firstRow.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByLabel('留言信息')).toContainText(trackingNo);
    await expect(page.getByLabel('留言信息')).toContainText('陈丽华');
    await expect(page.getByRole('region', { name: '答复内容', exact: true })).toContainText('答复后将在此显示');

    // The draft went with the sending: a new form is empty.
    await page.goto('/credit-leavemessageedit');
    await expect(page.getByLabel('留言标题')).toHaveValue('');
  });

  /** Signed in as the demo person, on the form with every field filled right. */
  async function fillSignedIn(page: Page) {
    await page.goto('/user?tab=my-messages');
    await signOn(page, 'geren');
    await expect(page.getByRole('heading', { level: 2, name: '我的留言' })).toBeVisible();
    await page.getByRole('link', { name: '我要留言' }).click();
    // The user centre's panel loads its code after the page's: clicked before, the link loads the form's page
    // anew, whose script the steps below need (they intercept the form's call to the back end).
    await page.waitForURL((url) => url.pathname === '/credit-leavemessageedit');
    await waitUntilReady(page);
    await expect(page.getByText('提交留言需要登录')).toHaveCount(0);
    await page.getByLabel('留言标题').fill('驾校拖延安排考试');
    await page.getByLabel('留言类型').selectOption('投诉');
    await page.getByLabel('留言内容').fill('报名缴费半年仍未安排科目二考试，驾校一直推脱，请有关部门督促。');
    await page.getByLabel('留言人姓名').fill('林建国');
    await page.getByLabel('手机号码').fill('13805943456');
    await page.getByRole('radio', { name: /^公开/ }).check();
  }
  const ADD = '**/api/cmpinternetportalfront/leavemessage/leavemessage/add';

  test('a dropped submission keeps the values and says what happened', async ({ page, consoleErrors }) => {
    await fillSignedIn(page);
    await renderInBrowser(page);
    await page.route(ADD, withFault('drop'));
    await page.getByRole('button', { name: '提交留言' }).click();
    await expect(page.getByRole('form', { name: '我要留言' }).getByRole('alert')).toHaveText('网络异常，请稍后重试');
    await expect(page.getByLabel('留言标题')).toHaveValue('驾校拖延安排考试');
    await expect(page.getByLabel('留言内容')).toHaveValue('报名缴费半年仍未安排科目二考试，驾校一直推脱，请有关部门督促。');
    await expect(page.getByRole('radio', { name: /^公开/ })).toBeChecked();
    await expect(page.getByRole('region', { name: '留言提交成功', exact: true })).toHaveCount(0);
    // The browser itself logs the failed request; that is the point of this test.
    consoleErrors.length = 0;
  });

  test('an expired login says so, and the form survives logging in again', async ({ page }) => {
    await fillSignedIn(page);
    await renderInBrowser(page);
    await page.route(ADD, withFault('code=203'));
    await page.getByRole('button', { name: '提交留言' }).click();
    // The shell owns what follows an expired login (a message, a new login); the form's values wait for the visitor.
    await expect(page.getByText('登录已过期，请重新登录').first()).toBeVisible();
    await page.unroute(ADD);
    await page.goto('/credit-leavemessageedit');
    await expect(page.getByLabel('留言标题')).toHaveValue('驾校拖延安排考试');
    await expect(page.getByText('已恢复您此前填写的内容')).toBeVisible();
    await expect(page.getByLabel('留言内容')).toHaveValue('报名缴费半年仍未安排科目二考试，驾校一直推脱，请有关部门督促。');
    await expect(page.getByRole('radio', { name: /^公开/ })).toBeChecked();
  });

  test('the server’s field messages show beside their fields', async ({ page }) => {
    await fillSignedIn(page);
    await renderInBrowser(page);
    await page.route(ADD, (route) =>
      route.fulfill({ json: { code: 202, msg: '参数校验失败', errors: { title: '留言标题含有不文明用语' } } }),
    );
    await page.getByRole('button', { name: '提交留言' }).click();
    await expect(page.getByLabel('留言标题')).toHaveAccessibleDescription(/留言标题含有不文明用语/);
    await expect(page.getByLabel('留言标题')).toBeFocused();
    await expect(page.getByLabel('留言标题')).toHaveValue('驾校拖延安排考试');
  });
});

test.describe('我的留言', () => {
  test('the user centre lists the visitor’s own messages with tracking numbers, pages in the address, and links to details', async ({ page }) => {
    // Sign-on, two pages, a reload and a detail, each checked with axe.
    test.slow();
    await page.goto('/user?tab=my-messages');
    await signOn(page, 'geren');
    await expect(page).toHaveURL(/\/user\?tab=my-messages$/);
    await expect(page.getByRole('heading', { level: 2, name: '我的留言' })).toBeVisible();
    const rows = page.getByRole('table', { name: '我的留言' }).getByRole('row');
    await expect(rows).toHaveCount(16);
    for (const row of (await rows.all()).slice(1)) await expect(row.getByRole('cell').first()).toHaveText(/^LY\d{12}$/);
    await settled(page);
    await expectNoAxeViolations(page);

    await page.getByRole('navigation', { name: '分页' }).getByRole('button', { name: '下一页' }).click();
    await expect(page).toHaveURL(/tab=my-messages.*pageNo=2|pageNo=2.*tab=my-messages/);
    await page.reload();
    await expectCurrentPage(page.getByRole('navigation', { name: '分页' }), 2);

    const link = rows.nth(1).getByRole('link');
    const title = (await link.textContent()) ?? '';
    const trackingNo = ((await rows.nth(1).getByRole('cell').first().textContent()) ?? '').trim();
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByLabel('留言信息')).toContainText(trackingNo);
    await expect(page.getByRole('link', { name: '返回我的留言' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
