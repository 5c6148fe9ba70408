import { beforeTheScripts, expect, expectCurrentPage, expectEveryText, expectNoAxeViolations, test } from './fixtures';
import type { Page } from '@playwright/test';
import { signOn, withFault } from './flows';
import { city } from '../city';

/** The scripts the page asks for from now on whose file is the user centre's sharing code (clientActions.ts). */
const sharingCodeRequests = (page: Page) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && /\/clientActions-[\w-]+\.js$/.test(new URL(request.url()).pathname)) requested.push(request.url());
  });
  return requested;
};

const unreadCount = async (page: Page) => Number(await page.getByRole('status').filter({ hasText: '未读消息' }).locator('strong').textContent());

test.describe('the user centre', () => {
  test('an anonymous visitor is sent to the single sign-on and comes back to the user centre with the name and messages', async ({ page }) => {
    await page.goto('/user');
    await signOn(page, 'qiye');

    await expect(page).toHaveURL(/\/user$/);
    await expect(page.getByRole('heading', { level: 1, name: '个人中心' })).toBeVisible();
    const name = ((await page.getByRole('banner').getByRole('link', { name: /个人中心/ }).textContent()) ?? '').replace('（个人中心）', '').trim();
    expect(name).not.toBe('');
    await expect(page.getByRole('region', { name: '当前用户', exact: true })).toContainText(name);
    await expect(page.getByRole('region', { name: '当前用户', exact: true })).toContainText('企业用户');

    // The message centre is the default panel, current in the side menu.
    const menu = page.getByRole('navigation', { name: '我的服务' });
    await expect(menu.getByRole('link', { name: '消息中心' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 2, name: '消息中心' })).toBeVisible();
    await expect(page.getByRole('list', { name: '消息列表' }).getByRole('listitem')).toHaveCount(15);
    await expect(page.getByRole('status').filter({ hasText: '未读消息' })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('我的融资申请 and 我的收藏 are panels of their own in the side menu, the applications filtered by status in the address', async ({ page }) => {
    await page.goto('/user?tab=my-applications');
    await signOn(page, 'qiye');
    const menu = page.getByRole('navigation', { name: '我的服务' });
    await expect(menu.getByRole('link', { name: '我的融资申请' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 2, name: '我的融资申请' })).toBeVisible();
    const table = page.getByRole('table', { name: '我的融资申请' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    // The status of the first application, as a filter: every row shown has it.
    const status = (await table.getByRole('row').nth(1).getByRole('cell').nth(5).innerText()).trim();
    await page.getByLabel('办理状态').selectOption(status);
    await expect(page).toHaveURL(new RegExp(`status=${encodeURIComponent(status)}`));
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    for (const cell of await table.getByRole('row').locator('td:nth-child(6)').allInnerTexts()) expect(cell.trim()).toBe(status);
    await expectNoAxeViolations(page);

    await menu.getByRole('link', { name: '我的收藏' }).click();
    await expect(page).toHaveURL(/\/user\?tab=my-collections$/);
    await expect(page.getByRole('heading', { level: 2, name: '我的收藏' })).toBeVisible();
    await expect(page.getByRole('table', { name: '我收藏的产品' }).or(page.getByText('暂无收藏的产品'))).toBeVisible();
  });

  test('marking a message read lowers the unread count, and the server keeps it', async ({ page }) => {
    const sharingCode = sharingCodeRequests(page);
    await page.goto('/user');
    await signOn(page, 'qiye');
    const first = page.getByRole('button', { name: /^标为已读/ }).first();
    await expect(first).toBeVisible();
    const before = await unreadCount(page);
    const articleId = await first.locator('xpath=ancestor::article').getAttribute('id');
    const message = page.locator(`article[id="${articleId}"]`);
    await expect(message.getByText('未读', { exact: true })).toBeVisible();

    // The page shows the message read as soon as it is sent; the back end's answer comes after.
    const marked = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().includes('/message/info/readBatch/'));
    await first.click();
    await expect(page.getByRole('status').filter({ hasText: '未读消息' })).toContainText(`未读消息 ${before - 1} 条`);
    await expect(message.getByText('已读', { exact: true })).toBeVisible();
    // The keyboard stays on the message whose button went away.
    await expect(message).toBeFocused();

    expect((await marked).ok()).toBe(true);
    // Sent by the route's own clientAction: the report sharing's code is not loaded for it.
    expect(sharingCode).toEqual([]);

    // The server kept it: a new load lists the message among the read ones. (Neither the count nor the first
    // page of all messages: other tests running beside this one send the same account new messages, which
    // come first and can push this one to the next page.)
    await page.goto('/user?tab=message-centre&readFlag=1&pageSize=100');
    await expect(message.getByText('已读', { exact: true })).toBeVisible();
    await expect(message.getByRole('button', { name: /^标为已读/ })).toHaveCount(0);

    // All unread messages of the page at once.
    await page.goto('/user');
    await expect(page.getByRole('status').filter({ hasText: '未读消息' })).toBeVisible();
    const unreadOnPage = await page.getByRole('button', { name: /^标为已读/ }).count();
    if (unreadOnPage > 0) {
      const now = await unreadCount(page);
      await page.getByRole('button', { name: '本页全部标为已读' }).click();
      await expect(page.getByRole('status').filter({ hasText: '未读消息' })).toContainText(`未读消息 ${now - unreadOnPage} 条`);
      await expect(page.getByRole('button', { name: /^标为已读/ })).toHaveCount(0);
    }
  });

  test('the message filters and the page live in the address', async ({ page }) => {
    await page.goto('/user?tab=message-centre');
    await signOn(page, 'qiye');
    await expect(page).toHaveURL(/\/user\?tab=message-centre$/);

    await page.getByLabel('消息类型').selectOption({ label: '办件提醒' });
    await expect(page).toHaveURL(/type=2/);
    const items = page.getByRole('list', { name: '消息列表' }).getByRole('listitem');
    await expectEveryText(items, (text) => text.includes('办件提醒'));

    await page.getByLabel('消息类型').selectOption({ label: '全部' });
    await page.getByRole('navigation', { name: '分页' }).getByRole('button', { name: '下一页' }).click();
    await expect(page).toHaveURL(/pageNo=2/);
    await page.reload();
    await expectCurrentPage(page.getByRole('navigation', { name: '分页' }), 2);
  });

  test('filters chosen before the page’s script runs are applied, both, once it runs', async ({ page }) => {
    await page.goto('/user?tab=message-centre');
    await signOn(page, 'qiye');
    await expect(page).toHaveURL(/\/user\?tab=message-centre$/);
    await beforeTheScripts(
      page,
      () => page.reload(),
      async () => {
        await page.getByLabel('阅读状态').selectOption({ label: '已读' });
        await page.getByLabel('消息类型').selectOption({ label: '办件提醒' });
      },
    );
    await expect(page).toHaveURL((url) => url.searchParams.get('readFlag') === '1' && url.searchParams.get('type') === '2');
    const items = page.getByRole('list', { name: '消息列表' }).getByRole('listitem');
    await expectEveryText(items, (text) => text.includes('办件提醒'));
    await expect(page.getByLabel('阅读状态')).toHaveValue('1');
  });

  test('a login that ends while going to another panel returns there from the sign-on, not to the panel left', async ({ page }) => {
    await page.goto('/user?tab=my-applications');
    await signOn(page, 'qiye');
    await expect(page).toHaveURL(/\/user\?tab=my-applications$/);
    // The message centre's call answers 请先登录 (401) while the visitor goes there.
    await page.route('**/api/message/info/page*', withFault('code=401'));
    await page.getByRole('navigation', { name: '我的服务' }).getByRole('link', { name: '消息中心' }).click();
    await page.waitForURL(/\/sso\/login/);
    const back = new URL(new URL(page.url()).searchParams.get('redirect_uri') ?? '', page.url());
    expect(back.pathname + back.search).toBe('/user?tab=message-centre');
  });

  test("a report is shared from the user centre's panel", async ({ page, request }) => {
    test.slow();
    const found = await (await request.get('/api/cmpinternetportalfront/redbalcklist/page?listType=1&pageSize=5')).json();
    const partner = (found.data.records as { creditCode: string; subjectName: string }[]).find((r) => !r.subjectName.includes('鸿达'));
    expect(partner).toBeDefined();
    const sharingCode = sharingCodeRequests(page);
    await page.goto('/user?tab=credit-report-apply&applyStatus=已生成');
    await signOn(page, 'qiye');
    const panel = page.getByRole('region', { name: '信用报告申请', exact: true });
    const first = panel.getByRole('table').locator('tbody tr').first();
    await expect(first).toContainText('已生成');
    const applyNo = ((await first.locator('td').first().textContent()) ?? '').trim();
    await first.getByRole('link', { name: `共享报告 ${applyNo}` }).click();
    const share = page.getByRole('region', { name: `共享信用报告 ${applyNo}` });
    await share.getByLabel(/统一社会信用代码/).fill(partner?.creditCode ?? '');
    // The sharing's code comes with the first share sent, not with the panel.
    expect(sharingCode).toEqual([]);
    await share.getByRole('button', { name: '确认共享' }).click();
    await expect(share.getByRole('status').filter({ hasText: '已共享给' })).toContainText(`已共享给${partner?.subjectName ?? ''}`);
    expect(sharingCode).toHaveLength(1);
  });

  test('the account panel shows the account with masked numbers', async ({ page }) => {
    await page.goto('/user');
    await signOn(page, 'qiye');
    await page.getByRole('navigation', { name: '我的服务' }).getByRole('link', { name: '账号信息' }).click();
    await expect(page).toHaveURL(/tab=my-account/);
    const panel = page.getByRole('region', { name: '账号信息', exact: true });
    await expect(panel.getByText('qiye', { exact: true })).toBeVisible();
    await expect(panel.getByText(/^\d{3}\*{4}\d{4}$/)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('member units are logo cards that leave the site only after the external-link confirmation', async ({ page }) => {
  await page.goto('/member-unit');
  await expect(page.getByRole('heading', { level: 1, name: '成员单位' })).toBeVisible();
  const cards = page.getByRole('list', { name: '成员单位列表' }).getByRole('link');
  await expect(cards).toHaveCount(15);
  const first = cards.first();
  const name = (await first.getByRole('img').getAttribute('alt')) ?? '';
  expect(name).not.toBe('');
  await expect(first).toHaveAccessibleName(name);
  const href = (await first.getAttribute('href')) ?? '';

  await first.click();
  const dialog = page.getByRole('dialog', { name: '温馨提示' });
  await expect(dialog).toContainText(`您即将离开本站，前往：${href}`);
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/member-unit$/);

  await page.getByRole('navigation', { name: '分页' }).getByRole('button', { name: '下一页' }).click();
  await expect(page).toHaveURL(/pageNo=2/);
  await expect(cards.first().getByRole('img')).not.toHaveAttribute('alt', name);
  await expectNoAxeViolations(page);
});

test('the city ranking switches scope and month, and says up or down in words', async ({ page }) => {
  await page.goto('/city-rank');
  await expect(page.getByRole('heading', { level: 1, name: '城市信用排名' })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: '较上月变化' })).toBeVisible();
  await expect(table.getByRole('row')).not.toHaveCount(1);
  for (const text of await table.getByRole('row').locator('td:last-child').allTextContents()) {
    expect(text).toMatch(/上升 \d+ 位|下降 \d+ 位|持平/);
  }

  await page.getByRole('radio', { name: '本市县（区）' }).check();
  await expect(page).toHaveURL(/scope=district/);
  await expect(table).toContainText(`${city.districts[1]}`);

  const month = page.getByLabel('统计月份');
  const second = await month.locator('option').nth(1).getAttribute('value');
  await month.selectOption(second ?? '');
  await expect(page).toHaveURL(new RegExp(`period=${second}`));
  await expect(page.getByRole('table')).toHaveAccessibleName(new RegExp(`${Number(second?.slice(5))}月`));
  await expectNoAxeViolations(page);
});

test('a dishonest judgment debtor opens from the list with the case and a trail back', async ({ page }) => {
  await page.goto('/dishonest-person');
  const link = page.getByRole('table').getByRole('link').first();
  const name = ((await link.textContent()) ?? '').trim();
  await link.click();
  await expect(page).toHaveURL(/\/dishonest-person-detail\?id=\d+/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('执行法院', { exact: true })).toBeVisible();
  await expect(page.getByText('生效法律文书确定的义务')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('navigation', { name: '当前位置' }).getByRole('link', { name: '失信被执行人' }).click();
  await expect(page).toHaveURL(/\/dishonest-person$/);
});

test('an unknown debtor shows the catalogue message', async ({ page }) => {
  await page.goto('/dishonest-person-detail?id=abc');
  // The route's 404: the portal's one presentation of a missing record.
  await expect(page.getByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('请求的资源不存在');
});

for (const list of [
  { path: '/unusual-directory', name: '经营异常名录' },
  { path: '/major-violate-law', name: '严重违法失信名单' },
]) {
  test(`an entry of the ${list.name} opens its detail from the list`, async ({ page }) => {
    await page.goto(list.path);
    const link = page.getByRole('table').getByRole('link').first();
    const subject = ((await link.textContent()) ?? '').trim();
    await link.click();
    await expect(page).toHaveURL(/\/unusual-directory-detail\?id=\d+/);
    await expect(page.getByRole('heading', { level: 1, name: '名录详情' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: subject })).toBeVisible();
    await expect(page.getByRole('article')).toContainText(list.name);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: `返回${list.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`${list.path}$`));
  });
}
