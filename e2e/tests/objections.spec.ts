import { city } from '../city';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, renderInBrowser } from './fixtures';
import { logInOnLoginPage, passCaptcha, signOn, withFault } from './flows';

// The credit service's objection statements, complaints and their inquiry (pages/objections).
// Each flow crosses several pages (the sign-on, the captcha, axe on each): three times the usual time.
test.slow();

const NOT_FOUND = '未查询到相关办件，请核对受理编号和验证信息后重试';

const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n% ${name}\n%%EOF\n`) });

/** Logs in from the page's own 登录 button and comes back to the same address. */
async function logInHere(page: Page, username: string) {
  const path = new URL(page.url()).pathname;
  await page.getByRole('main').getByRole('link', { name: '登录' }).first().click();
  await signOn(page, username);
  await expect(page).toHaveURL((url) => url.pathname === path);
}

async function lookUp(page: Page, formName: string, trackingNo: string, verifier: string) {
  const form = page.getByRole('form', { name: formName });
  await form.getByLabel('受理编号').fill(trackingNo);
  await form.getByLabel('验证信息').fill(verifier);
  await form.getByRole('button', { name: '查询' }).click();
}

test('an enterprise objection keeps what was typed through the sign-on, is refused for another unit, then gets a YQ number its progress page finds', async ({ page }) => {
  await page.goto('/service-objection-representation');
  const form = page.getByRole('form', { name: '企业法人异议申诉' });
  await form.getByLabel('经办人').fill('林建国');
  await form.getByLabel('手机号码').fill('13905941234');
  await form.getByLabel('异议信息类别').selectOption('行政处罚');
  await form.getByLabel('信息编号').fill(`${city.abbreviation}市监处罚〔2025〕118号`);
  await form.getByRole('radio', { name: '撤销公示' }).check();
  await form.getByLabel('异议理由').fill('该行政处罚已于2025年履行完毕，最短公示期已满，且本单位已完成信用修复，申请撤销公示。');

  // Anonymous: to the single sign-on and back, with what was typed and the account's own unit filled in.
  await logInHere(page, 'qiye');
  const back = page.getByRole('form', { name: '企业法人异议申诉' });
  await expect(back.getByLabel('经办人')).toHaveValue('林建国');
  await expect(back.getByLabel('异议信息类别')).toHaveValue('行政处罚');
  await expect(back.getByRole('radio', { name: '撤销公示' })).toBeChecked();
  await expect(back.getByLabel('异议理由')).toHaveValue(/最短公示期已满/);
  await expect(back.getByLabel('单位名称')).not.toHaveValue('');
  const ownCode = await back.getByLabel('统一社会信用代码').inputValue();
  expect(ownCode).toMatch(/^[0-9A-Z]{18}$/);

  // No evidence and a not-ticked promise: refused beside the fields before anything is sent.
  await back.getByRole('button', { name: '提交' }).click();
  await expect(back.getByText('请上传至少1份证明材料，如判决书、缴款凭证、登记证书等')).toBeVisible();
  await expect(back.getByLabel('本人承诺所提供的材料真实有效，如有虚假愿承担相应责任')).toHaveAccessibleDescription(/请阅读并勾选承诺/);
  await expect(page.getByRole('dialog', { name: '安全验证' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await back.getByLabel('选择要上传的文件').setInputFiles([pdf('行政处罚履行完毕证明.pdf')]);
  await expect(back.getByRole('list', { name: '已选文件' }).getByText('已上传')).toHaveCount(1);
  await back.getByLabel('本人承诺所提供的材料真实有效，如有虚假愿承担相应责任').check();

  // Another unit's (valid) code: the back end's message beside the field, the rest kept.
  await back.getByLabel('统一社会信用代码').fill(ownCode === '91350302MA2Y4KQ81H' ? '913503004P6D6YYD87' : '91350302MA2Y4KQ81H');
  await back.getByRole('button', { name: '提交' }).click();
  await passCaptcha(page);
  await expect(back.getByLabel('统一社会信用代码')).toHaveAccessibleDescription(/只能对本单位的信用信息提出异议/);
  await expect(back.getByLabel('经办人')).toHaveValue('林建国');

  await back.getByLabel('统一社会信用代码').fill(ownCode);
  await back.getByRole('button', { name: '提交' }).click();
  await passCaptcha(page);
  const receipt = page.getByRole('region', { name: '企业法人异议申诉已提交成功', exact: true });
  await expect(receipt).toBeVisible();
  const trackingNo = (await receipt.getByText(/^YQ\d{12}$/).textContent())?.trim() ?? '';
  expect(trackingNo).toMatch(/^YQ\d{12}$/);
  await expect(receipt.getByText('待受理')).toBeVisible();
  await expectNoAxeViolations(page);

  // The receipt leads to the kind's progress page: the account's own list has it, the inquiry finds it.
  await receipt.getByRole('link', { name: '申诉进度' }).click();
  await expect(page).toHaveURL(/\/service-objection-representation-info$/);
  const mine = page.getByRole('region', { name: '我的企业法人异议申诉', exact: true });
  await expect(mine.getByRole('cell', { name: trackingNo })).toBeVisible();
  await lookUp(page, '申诉进度查询', trackingNo, '13905941234');
  const progress = page.getByRole('article');
  await expect(progress.getByRole('heading', { level: 2 })).toContainText(`行政处罚信息异议（申请撤销公示）：${city.abbreviation}市监处罚〔2025〕118号`);
  await expect(progress.getByText('企业法人异议申诉')).toBeVisible();
  await expectNoAxeViolations(page);

  // After the receipt the form is empty again: the draft went with the submission.
  await page.goto('/service-objection-representation');
  await expect(page.getByRole('form', { name: '企业法人异议申诉' }).getByLabel('经办人')).toHaveValue('');
});

test('a natural-person objection about someone else is refused beside the ID number, and an enterprise account is sent to its own kinds', async ({ page }) => {
  await page.goto('/service-objection-representation-person');
  await logInHere(page, 'geren');
  const form = page.getByRole('form', { name: '自然人异议申诉' });
  // The account holder's name is filled in from the session.
  await expect(form.getByLabel('姓名')).not.toHaveValue('');
  await form.getByLabel('身份证号码').fill('11010519491231002X');
  await form.getByLabel('手机号码').fill('13805943456');
  await form.getByLabel('异议信息类别').selectOption('失信被执行人');
  await form.getByRole('radio', { name: '删除' }).check();
  await form.getByLabel('异议理由').fill('本人已于2026年8月全额履行判决确定的给付义务，法院已出具结案通知书，申请删除失信被执行人信息。');
  await form.getByLabel('本人承诺所提供的材料真实有效，如有虚假愿承担相应责任').check();
  await form.getByRole('button', { name: '提交' }).click();
  await passCaptcha(page);
  await expect(form.getByLabel('身份证号码')).toHaveAccessibleDescription(/只能对本人的信用信息提出异议/);
  await expect(form.getByLabel('异议理由')).toHaveValue(/全额履行/);
  await expect(page.getByRole('region', { name: '自然人异议申诉已提交成功', exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A personal account has no enterprise objections: the progress page says so instead of a list.
  await page.goto('/service-objection-representation-info');
  await expect(page.getByRole('region', { name: '我的企业法人异议申诉', exact: true })).toContainText('企业法人异议申诉仅限企业账号办理');
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('an enterprise account on the natural-person form is offered the kinds it may file instead', async ({ page }) => {
  await page.goto('/service-objection-representation-person');
  await logInHere(page, 'qiye');
  await expect(page.getByRole('form', { name: '自然人异议申诉' })).toHaveCount(0);
  const section = page.getByRole('region', { name: '填写申诉', exact: true });
  await expect(section).toContainText('自然人异议申诉仅限个人账号办理');
  await section.getByRole('link', { name: '其他法人异议申诉' }).click();
  await expect(page).toHaveURL(/\/service-objection-representation-nolegal$/);
  await expect(page.getByRole('form', { name: '其他法人异议申诉' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('异议申诉 leads a visitor to each kind’s form, saying who may file it and what it needs', async ({ page }) => {
  await page.goto('/credit-objection');
  const filing = page.getByRole('region', { name: '提出异议申诉', exact: true });
  const kinds = filing.getByRole('listitem');
  await expect(kinds).toHaveCount(3);
  await expect(kinds.nth(0)).toContainText('企业法人异议申诉');
  await expect(kinds.nth(0)).toContainText('企业账号可提交，需上传证明材料；受理编号以 YQ 开头');
  await expect(kinds.nth(2)).toContainText('个人账号可提交；受理编号以 YZ 开头');
  await filing.getByRole('link', { name: /自然人异议申诉/ }).click();
  await expect(page).toHaveURL(/\/service-objection-representation-person$/);
  await expect(page.getByRole('form', { name: '自然人异议申诉' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an organisation follows its own objections on the -nolegal progress page, filtered by status', async ({ page }) => {
  await page.goto('/service-objection-representation-nolegal-info');
  await expect(page.getByRole('heading', { name: '办理须知' })).toBeVisible();
  await logInHere(page, 'zuzhi');
  const mine = page.getByRole('region', { name: '我的其他法人异议申诉', exact: true });
  await expect(mine.getByRole('cell', { name: /^YF\d{12}$/ }).first()).toBeVisible();
  await mine.getByLabel('办理状态').selectOption('已办结');
  await expect(page).toHaveURL(/status=/);
  const rows = mine.getByRole('row').filter({ has: page.getByRole('cell', { name: /^YF\d{12}$/ }) });
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) await expect(row.getByRole('cell', { name: '已办结', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a complaint keeps what was typed through the sign-on, gets a TS number, and both inquiries and the own list find it', async ({ page }) => {
  await page.goto('/credit-complaint');
  const form = page.getByRole('form', { name: '信用投诉' });
  await form.getByLabel('投诉人姓名').fill('林建国');
  await form.getByLabel('证件号码').fill('350302198502140018');
  await form.getByLabel('手机号码').fill('13805943456');
  await form.getByLabel('被投诉主体名称').fill(`${city.name}鸿达鞋业有限公司`);
  await form.getByLabel('投诉类型').selectOption('拖欠款项');
  await form.getByLabel('投诉标题').fill('拖欠鞋材货款八万余元');
  await form.getByLabel('投诉内容').fill('本人于2026年6月向该公司供应鞋面材料一批，货款86500元，约定30日内结清，至今未付。');
  await form.getByLabel('诉求').fill('要求该公司结清货款并支付逾期利息。');
  // A passport number under 身份证 is refused beside the field before anything is sent.
  await form.getByLabel('证件号码').fill('E12345678');
  await form.getByRole('button', { name: '提交' }).click();
  await expect(form.getByLabel('证件号码')).toHaveAccessibleDescription(/请输入正确的身份证号码/);
  await expect(page.getByRole('heading', { name: '统一身份认证平台' })).toHaveCount(0);
  await form.getByLabel('证件号码').fill('350302198502140018');

  await form.getByRole('button', { name: '提交' }).click();
  await signOn(page, 'geren');
  await expect(page).toHaveURL(/\/credit-complaint$/);
  const back = page.getByRole('form', { name: '信用投诉' });
  await expect(back.getByLabel('投诉标题')).toHaveValue('拖欠鞋材货款八万余元');
  await expect(back.getByLabel('投诉类型')).toHaveValue('拖欠款项');
  await expect(back.getByLabel('证件号码')).toHaveValue('350302198502140018');
  await back.getByRole('button', { name: '提交' }).click();
  await passCaptcha(page);

  const receipt = page.getByRole('region', { name: '信用投诉已提交成功', exact: true });
  await expect(receipt).toBeVisible();
  const trackingNo = (await receipt.getByText(/^TS\d{12}$/).textContent())?.trim() ?? '';
  expect(trackingNo).toMatch(/^TS\d{12}$/);
  await expectNoAxeViolations(page);

  await receipt.getByRole('link', { name: '投诉查询' }).click();
  await expect(page).toHaveURL(/\/credit-complaint-inquire$/);
  await lookUp(page, '投诉查询', trackingNo.toLowerCase(), '350302198502140018');
  await expect(page.getByRole('article').getByRole('heading', { name: '拖欠鞋材货款八万余元' })).toBeVisible();
  await expect(page.getByRole('article').getByText(`${city.name}鸿达鞋业有限公司`)).toBeVisible();
  // A wrong phone answers like an unknown number.
  await lookUp(page, '投诉查询', trackingNo, '13805940000');
  await expect(page.getByRole('alert').filter({ hasText: NOT_FOUND })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto('/service-inquire');
  await lookUp(page, '办件查询', trackingNo, '13805943456');
  await expect(page.getByRole('article').getByText('信用投诉', { exact: true })).toBeVisible();

  await page.goto('/credit-complaint-infoList?status=待受理');
  const list = page.getByRole('region', { name: '投诉记录', exact: true });
  await expect(list.getByRole('row').filter({ hasText: trackingNo })).toContainText('拖欠鞋材货款八万余元');
  await expectNoAxeViolations(page);
});

test('the service inquiry finds an objection of any kind but not a website-interaction number', async ({ page }) => {
  await page.goto('/service-objection-representation-info');
  await logInHere(page, 'qiye');
  const first = page.getByRole('region', { name: '我的企业法人异议申诉', exact: true }).getByRole('cell', { name: /^YQ\d{12}$/ }).first();
  await expect(first).toBeVisible();
  const trackingNo = (await first.textContent())?.trim() ?? '';

  await page.goto('/service-inquire');
  await lookUp(page, '办件查询', trackingNo, '13905941234');
  await expect(page.getByRole('article').getByText(trackingNo)).toBeVisible();
  await expect(page.getByRole('article').getByText('企业法人异议申诉')).toBeVisible();
  await lookUp(page, '办件查询', 'HD202611140001', '13905941234');
  await expect(page.getByRole('alert').filter({ hasText: NOT_FOUND })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
});

test('the own complaints ask an anonymous visitor to log in and page through an account’s complaints', async ({ page }) => {
  await page.goto('/credit-complaint-infoList');
  const list = page.getByRole('region', { name: '投诉记录', exact: true });
  await expect(list).toContainText('登录后可查看本账号提交的信用投诉');
  await expect(list.getByRole('table')).toHaveCount(0);
  await logInHere(page, 'geren');
  // The demo person has 20 complaints: two pages of 15.
  await expect(list.getByRole('cell', { name: /^TS\d{12}$/ })).toHaveCount(15);
  await list.getByRole('navigation', { name: '我的信用投诉分页' }).getByRole('button', { name: /下一页/ }).click();
  await expect(page).toHaveURL(/pageNo=2/);
  await expect(list.getByRole('cell', { name: /^TS\d{12}$/ }).first()).toBeVisible();
  expect(await list.getByRole('cell', { name: /^TS\d{12}$/ }).count()).toBeLessThan(15);
  await expectNoAxeViolations(page);
});

/** The 信用投诉 form filled in as a person complaining of a shop's prices (its evidence uploaded). */
async function fillComplaint(page: Page) {
  const form = page.getByRole('form', { name: '信用投诉' });
  await form.getByLabel('投诉人姓名').fill('陈丽华');
  await form.getByLabel('证件类型').selectOption('港澳通行证');
  await form.getByLabel('证件号码').fill('H1234567890');
  await form.getByLabel('手机号码').fill('13805943456');
  await form.getByLabel('被投诉主体名称').fill(`${city.districts[1]}兴业食品商行`);
  await form.getByLabel('投诉类型').selectOption('价格欺诈');
  await form.getByLabel('投诉标题').fill('结账价格高于商品标价');
  await form.getByLabel('投诉内容').fill('货架标价为每件39.9元，结账时按49.9元收取，向收银员反映后未予处理。');
  await form.getByLabel('诉求').fill('退还多收款项');
  await form.getByLabel('选择要上传的文件').setInputFiles([pdf('购物小票.pdf')]);
  await expect(form.getByRole('list', { name: '已选文件' }).getByText('已上传')).toHaveCount(1);
  return form;
}

test('a complaint whose login expired on sending keeps everything typed and uploaded, and goes through after logging in again', async ({ page }) => {
  const add = '**/api/cmpinternetportaladmin/creditcomplaints/add';
  await page.goto('/credit-complaint');
  await logInHere(page, 'geren');
  const form = await fillComplaint(page);

  await renderInBrowser(page);
  await page.route(add, withFault('code=203'));
  await form.getByRole('button', { name: '提交' }).click();
  await passCaptcha(page);
  await expect(page.getByText('登录已过期，请重新登录').first()).toBeVisible();
  await page.unroute(add);

  await page.goto('/credit-complaint');
  const back = page.getByRole('form', { name: '信用投诉' });
  await expect(back.getByLabel('证件类型')).toHaveValue('港澳通行证');
  await expect(back.getByLabel('证件号码')).toHaveValue('H1234567890');
  await expect(back.getByLabel('投诉标题')).toHaveValue('结账价格高于商品标价');
  await expect(back.getByRole('list', { name: '已选文件' })).toContainText('购物小票.pdf');
  await logInHere(page, 'geren');
  await page.getByRole('form', { name: '信用投诉' }).getByRole('button', { name: '提交' }).click();
  await passCaptcha(page);
  await expect(page.getByRole('region', { name: '信用投诉已提交成功', exact: true }).getByText(/^TS\d{12}$/)).toBeVisible();
});

test('a login that expires on the 安全验证’s own call leaves no dialog over the login page, and logging in again brings the complaint back', async ({ page }) => {
  await page.goto('/credit-complaint');
  await logInHere(page, 'geren');
  const form = await fillComplaint(page);

  // The captcha's own call answers 203 (a gateway answers so for any call with an expired token).
  const captcha = '**/api/graphic/captcha';
  await renderInBrowser(page);
  // Once: the login page's own captcha is then answered as usual.
  await page.route(captcha, withFault('code=203'), { times: 1 });
  await form.getByRole('button', { name: '提交' }).click();
  await expect(page).toHaveURL(/\/login\?expired=1&redirect=%2Fcredit-complaint$/);
  // The 安全验证 belonged to the form left behind: it closed, and the login form is there to use.
  await expect(page.getByRole('dialog', { name: '安全验证' })).toHaveCount(0);
  await logInOnLoginPage(page, 'geren');

  await expect(page).toHaveURL(/\/credit-complaint$/);
  await expect(form.getByLabel('证件号码')).toHaveValue('H1234567890');
  await expect(form.getByLabel('投诉标题')).toHaveValue('结账价格高于商品标价');
  await expect(form.getByRole('list', { name: '已选文件' })).toContainText('购物小票.pdf');
});
