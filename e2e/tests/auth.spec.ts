import { expect, test } from './fixtures';

test('logging in through the single sign-on shows the name in the header, and logging out returns to anonymous', async ({ page }) => {
  await page.goto('/credit-dynamics');
  await page.getByRole('banner').getByRole('link', { name: '登录' }).click();

  await expect(page.getByRole('heading', { name: '统一身份认证平台' })).toBeVisible();
  await page.getByLabel('用户名').fill('  qiye  ');
  await page.getByLabel('密码').fill('Xinyong@2026');
  await page.getByRole('button', { name: '登录' }).click();

  // Back where the visitor was, with the ticket exchanged and removed from the address.
  await expect(page).toHaveURL(/\/credit-dynamics$/);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: /个人中心/ })).toBeVisible();
  await expect(header.getByRole('button', { name: '退出登录' })).toBeVisible();
  // 退出登录 is the page's script's: wait for it to run (a click before hydration reaches no handler).
  await page.locator('html[data-portal-ready]').waitFor({ state: 'attached' });
  const cookies = await page.context().cookies();
  expect(cookies.some((cookie) => cookie.name === 'credit-portal-token' && cookie.sameSite === 'Lax')).toBe(true);

  // Spec §4: logging out of a page that needs no login reloads it; wait for that load, so the test never
  // ends (and closes the browser) in the middle of it.
  const reloaded = page.waitForEvent('load');
  await header.getByRole('button', { name: '退出登录' }).click();
  await reloaded;
  await expect(header.getByRole('link', { name: '登录', exact: true })).toBeVisible();
  await expect(header.getByRole('button', { name: '退出登录' })).toHaveCount(0);
  // The renderer's cookie write reaches the browser's cookie store asynchronously: poll for it.
  await expect.poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'credit-portal-token')).toBe(false);
});

test('a wrong password stays on the sign-on page with a message next to the field', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('banner').getByRole('link', { name: '登录' }).click();
  await page.getByLabel('用户名').fill('qiye');
  await page.getByLabel('密码').fill('wrong-password');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('用户名或密码错误')).toBeVisible();
  await expect(page.getByLabel('用户名')).toHaveValue('qiye');
});

test('with the page’s script /login shows the captcha its script asks for, and neither it nor a kit form loads the one made for readers without script', async ({ page, context }) => {
  const forReadersWithoutScript: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/captcha') forReadersWithoutScript.push(request.url());
  });
  await page.goto('/login');
  const form = page.getByRole('form', { name: '用户登录' });
  await expect(form.getByRole('img', { name: '验证码图片' })).toHaveAttribute('src', /\/graphic\/captcha\/getCaptcha\/[\w-]+$/);
  await expect(form.getByRole('button', { name: '换一张' })).toHaveAttribute('type', 'button');
  // Nor does a form of the kit whose 安全验证 comes when it is sent (信息纠错).
  await page.goto('/check-error');
  await expect(page.getByRole('form', { name: '信息纠错' }).getByLabel('出错页面网址')).toBeVisible();
  await page.locator('html[data-portal-ready]').waitFor({ state: 'attached' });
  await expect(page.getByRole('form', { name: '信息纠错' }).getByLabel('验证码')).toHaveCount(0);
  expect(forReadersWithoutScript).toEqual([]);
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('credit-portal-captcha');
});
