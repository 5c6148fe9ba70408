import type { APIRequestContext, Cookie, Locator, Page, Route } from '@playwright/test';
import { captchaCode } from '../playwright.config';
import { expect, waitUntilReady } from './fixtures';

// Steps many flows share: the single sign-on and the 安全验证 dialog.

/** The reference server's single sign-on page (/sso/): signs in as a demo account of the README. */
export async function signOn(page: Page, username: string) {
  await expect(page.getByRole('heading', { name: '统一身份认证平台' })).toBeVisible();
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill('Xinyong@2026');
  await page.getByRole('button', { name: '登录' }).click();
  // Back on the portal, whose page (rendered by the server, the visitor's own) responds once its script ran.
  // A page rendered in the browser gets the sign-on's ticket in its address, exchanges it, then loads the
  // address without it: that is the page the visitor is on.
  await page.waitForURL((url) => !url.pathname.startsWith('/sso/') && !url.searchParams.has('trustticket') && !url.searchParams.has('code'));
  await waitUntilReady(page);
}

/**
 * The reference server's fault injection (README: PORTAL_FAULTS, on under NODE_ENV=test): a route
 * handler that makes the call carry `X-Portal-Fault` (`code=203`, `drop`, `malformed`, `delay=…`).
 */
export const withFault = (fault: string) => async (route: Route) => route.continue({ headers: { ...route.request().headers(), 'x-portal-fault': fault } });

/** The /login page's form (where an expired login sends the visitor) with a demo account and the test captcha. */
export async function logInOnLoginPage(page: Page, username = 'qiye') {
  const form = page.getByRole('form', { name: '用户登录' });
  await form.getByLabel('用户名').fill(username);
  await form.getByLabel('密码').fill('Xinyong@2026');
  await expect(form.getByRole('img', { name: '验证码图片' })).toBeVisible();
  await form.getByLabel('验证码').fill(captchaCode);
  await form.getByRole('button', { name: '登录' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  await waitUntilReady(page);
}

/** The login cookie of the portal's client (api-client createCookieTokenStore). */
export const TOKEN_COOKIE = 'credit-portal-token';

/** The page's login token cookie, once the portal has kept one. */
export async function tokenCookie(page: Page): Promise<Cookie | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === TOKEN_COOKIE && cookie.value !== '');
}

/**
 * Signs on as `account` from the page at `start` (an address without values) through the header's 登录,
 * as a visitor would, and comes back there; answers the login's token cookie.
 */
export async function signOnFrom(page: Page, start: string, account: string): Promise<Cookie> {
  await page.goto(start);
  await page.getByRole('banner').getByRole('link', { name: '登录' }).click();
  await signOn(page, account);
  await page.waitForURL((url) => url.pathname === start);
  await expect.poll(async () => Boolean(await tokenCookie(page)), { message: 'the login token is kept' }).toBe(true);
  return (await tokenCookie(page)) as Cookie;
}

/** The Authorization header of the login whose token cookie this is, for calls made beside the browser. */
export function authorizationOf(cookie: Cookie | undefined): Record<string, string> {
  const value = JSON.parse(decodeURIComponent(cookie?.value ?? '{}')) as { token_type?: string; access_token?: string };
  return { Authorization: `${value.token_type} ${value.access_token}` };
}

/** The 安全验证 dialog before a submission: the test code typed once its image shows (the code belongs to the image on show). */
export async function passCaptcha(page: Page) {
  const dialog = page.getByRole('dialog', { name: '安全验证' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img', { name: '验证码图片' })).toBeVisible();
  await dialog.getByRole('textbox').fill(captchaCode);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toHaveCount(0);
}

/**
 * The rest of the 我要留言 form as a person asking a question (咨询, not public), then 提交留言, which
 * sends an anonymous visitor through the sign-on as `geren` and back to the form.
 */
export async function sendQuestionSigningOn(page: Page, content: string) {
  await page.getByLabel('留言类型').selectOption('咨询');
  await page.getByLabel('留言内容').fill(content);
  await page.getByLabel('留言人姓名').fill('陈丽华');
  await page.getByLabel('手机号码').fill('13805943456');
  await page.getByRole('radio', { name: /^不公开/ }).check();
  await page.getByRole('button', { name: '提交留言' }).click();
  await signOn(page, 'geren');
  await expect(page).toHaveURL(/\/credit-leavemessageedit$/);
}

/** The receipt of a loan application (farming, 信用贷) once it shows, and its JR tracking number. */
export async function loanApplicationReceipt(page: Page) {
  const receipt = page.getByRole('region', { name: '融资需求已提交成功', exact: true });
  await expect(receipt).toBeVisible();
  const applyNo = (await receipt.locator('dd').first().textContent())?.trim() ?? '';
  expect(applyNo).toMatch(/^JR\d{14}$/);
  return { receipt, applyNo };
}

/** The demo operators of the credit-repair program (README); every password is Xiufu@2026. */
export const OPERATOR_PASSWORD = 'Xiufu@2026';

/**
 * The credit-repair program's own login, met by an operator without a session on a page of the program
 * (`path`): account, password and the graphic captcha, then back to that page.
 */
export async function operatorLogin(page: Page, path: string, account = 'xfcz01') {
  await expect(page.getByRole('heading', { name: '工作人员登录' })).toBeVisible();
  await page.getByLabel('账号').fill(account);
  await page.getByLabel('密码').fill(OPERATOR_PASSWORD);
  await expect(page.getByRole('img', { name: '验证码图片' })).toBeVisible();
  await page.getByLabel('验证码').fill(captchaCode);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL((url) => url.pathname === path);
}

/**
 * The calls a 安全验证 guards (the back end's X-Captcha-Pass): the search bar's searches and the safety-clue
 * report. A test that calls one directly does so as a visitor who has just passed one.
 */
export const guardedByCaptcha = (address: string) => /\/(archives\/search\/getEsSearchDataPage|articleinfo\/articleSearchPage|columnclues\/add)(\?|$)/.test(address);

/** The pass of a 安全验证 passed through the API with the test server's fixed code, as the header that carries it. */
export async function captchaPassHeader(request: APIRequestContext): Promise<Record<string, string>> {
  const created = (await (await request.get('/api/graphic/captcha')).json()) as { data: { token: string } };
  const checked = (await (await request.get(`/api/graphic/captcha/check?token=${created.data.token}&data=${captchaCode}`)).json()) as { data: boolean };
  if (!checked.data) throw new Error('the test server’s captcha code did not pass');
  return { 'X-Captcha-Pass': created.data.token };
}


/** A small PDF, as a visitor's evidence upload. */
export const pdfFile = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n% ${name}\n%%EOF\n`) });

/**
 * The credit-repair application form, already on its record: contact, statement and one evidence file
 * filled in, the commitment signed, sent through the 安全验证; answers the application's XYXF number.
 */
export async function submitRepairApplication(page: Page, statement: string): Promise<string> {
  const form = page.getByRole('form', { name: '信用修复申请' });
  await form.getByLabel('联系人').fill('林建国');
  await form.getByLabel('联系电话').fill('13905941234');
  await form.getByLabel('整改情况说明').fill(statement);
  await form.getByLabel('选择要上传的文件').setInputFiles([pdfFile('罚款缴纳凭证.pdf')]);
  // Stored, not only chosen: 删除 shows while the file still uploads, and a form sent then lacks it.
  await expect(form.getByRole('list', { name: '已选文件' }).getByText('已上传')).toHaveCount(1);
  await form.getByRole('checkbox', { name: '本单位已阅读并签署以上信用修复承诺' }).check();
  await form.getByRole('button', { name: '提交申请' }).click();
  await passCaptcha(page);
  const receipt = page.getByRole('region', { name: '信用修复申请已提交' });
  await expect(receipt).toBeVisible();
  const applyNo = ((await receipt.locator('dd').first().textContent()) ?? '').trim();
  expect(applyNo).toMatch(/^XYXF\d{12}$/);
  return applyNo;
}

/** Ends the login of `page`'s visitor elsewhere (a logout in another browser): the cookie still names it. */
export async function endLoginElsewhere(page: Page) {
  const cookie = await tokenCookie(page);
  const ended = await page.context().request.post('/api/auth/mzt/logout', { data: { accessToken: JSON.parse(decodeURIComponent(cookie?.value ?? '{}')).access_token }, headers: authorizationOf(cookie) });
  expect(ended.ok(), 'the login ended').toBe(true);
}

/** 2,000 Chinese characters that no compression brings within a cookie's 4 KB: a declaration too long for one. */
export const declarationTooLongForACookie = Array.from({ length: 2000 }, (_, i) => String.fromCharCode(0x4e00 + ((i * 7919) % 20000))).join('');

/**
 * Without the page's script: the enterprise signs on, writes a 自主声明 titled `title` whose content is
 * too long for a cookie (declarationTooLongForACookie), and its login ends elsewhere before it is sent.
 */
export async function writeLongDeclarationAsLoginEnds(page: Page, title: string) {
  await signOnWithoutScript(page, 'qiye');
  await page.goto('/self-declaration1');
  const form = page.getByRole('form', { name: '自主声明' });
  await form.getByLabel(/声明标题/).fill(title);
  await form.getByLabel(/声明范围/).selectOption({ index: 1 });
  await form.getByLabel(/声明内容/).fill(declarationTooLongForACookie);
  await form.getByLabel(/联系人/).fill('林建国');
  await endLoginElsewhere(page);
}

/**
 * The captcha image a form shows without the page's script on its first answer has loaded: its token is
 * then in the browser's cookie for the form's action (the image is a new captcha each time it is asked for).
 */
export async function captchaImageLoaded(form: Locator) {
  const image = form.getByRole('img', { name: '验证码图片' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0), { message: 'the captcha image loaded' }).toBe(true);
}

/** On /login without the page's script: the account, its password and the code of the captcha the page shows, sent once. */
export async function logInOnLoginPageWithoutScript(page: Page, account: string) {
  const form = () => page.getByRole('form', { name: '用户登录' });
  await captchaImageLoaded(form());
  await form().getByLabel('用户名').fill(account);
  await form().getByLabel('密码').fill('Xinyong@2026');
  await form().getByLabel('验证码').fill(captchaCode);
  await form().getByRole('button', { name: '登录' }).click();
}

/** The sign-on without the page's script: a login-required page sends the visitor there, and back with the login the server set. */
export async function signOnWithoutScript(page: Page, account: string) {
  await page.goto('/user');
  await page.getByLabel('用户名').fill(account);
  await page.getByLabel('密码').fill('Xinyong@2026');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/user');
  await expect(page.getByRole('banner').getByRole('link', { name: /个人中心/ })).toBeVisible();
}
