import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, expectCurrentPage, expectNoAxeViolations, test } from './fixtures';
import { city } from '../city';
import { captchaCode } from '../playwright.config';
import { captchaImageLoaded, captchaPassHeader, declarationTooLongForACookie, endLoginElsewhere, loanApplicationReceipt, logInOnLoginPageWithoutScript, pdfFile, signOnWithoutScript, tokenCookie, writeLongDeclarationAsLoginEnds } from './flows';
import { keptAccessibilitySettings } from './modeContrast';

// Forms sent as a plain POST, in a browser that runs no script: each is taken by its route's action,
// which checks it as the page would, asks for the 安全验证 as an image and a field, stores its files and
// sends it; the visitor reads the receipt's number and finds the submission again by it.

test.use({ javaScriptEnabled: false });

/** Today, as the date fields take it (Asia/Shanghai, the tests' time zone). */
const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });

/**
 * Zero axe violations in what the visitor without script sees: axe needs a script, so the page as shown
 * (its HTML without scripts, its stylesheets from the portal) is scanned at its own address in a browser
 * that runs scripts. What a <noscript> holds is shown there too, as the same element in a <span>.
 */
async function expectNoAxeViolationsAsShown(page: Page, browser: Browser) {
  const html = (await page.content()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '').replace(/<(\/?)noscript\b/gi, '<$1span');
  const context = await browser.newContext({ javaScriptEnabled: true });
  const shown = await context.newPage();
  await shown.route(page.url(), (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
  await shown.goto(page.url());
  await expectNoAxeViolations(shown);
  await context.close();
}

/** The value of a select's first option a visitor may choose. */
const firstChoice = async (select: Locator) => (await select.locator('option:not([disabled]):not([value=""])').first().getAttribute('value')) ?? '';
const lastChoice = async (select: Locator) => (await select.locator('option:not([disabled]):not([value=""])').last().getAttribute('value')) ?? '';

test('an anonymous visitor reports wrong information through the 安全验证 and can look it up by its number', async ({ page, browser }) => {
  await page.goto('/check-error');
  const form = () => page.getByRole('form', { name: '信息纠错' });
  await form().getByLabel('出错页面网址').fill('https://www.example.gov.cn/credit-dynamics');
  await form().getByLabel('有误的信息').fill('X');
  await form().getByLabel('正确的信息').fill('企业名称应为“信达纺织股份有限公司”（未启用脚本提交）');
  await form().getByRole('textbox', { name: '联系人', exact: true }).fill('王小明');
  await form().getByLabel('手机号码').fill('13812345678');
  await form().getByRole('button', { name: '提交', exact: true }).click();
  // The same checks as the page's: the message beside its field, what was typed kept.
  await expect(form().getByLabel('有误的信息')).toHaveAccessibleDescription(/请至少输入2个字/);
  await expect(form().getByLabel('正确的信息')).toHaveValue(/未启用脚本提交/);

  await form().getByLabel('有误的信息').fill('企业名称写成了“信达纺织有限公司”');
  // The 安全验证 is in the form from its first answer: an image, a new captcha for this browser, and a field.
  await captchaImageLoaded(form());
  await expect(form().getByRole('link', { name: '听语音验证码' })).toHaveAttribute('href', '/captcha?audio');
  await expectNoAxeViolationsAsShown(page, browser);
  await form().getByLabel('验证码').fill(captchaCode);
  await form().getByRole('button', { name: '提交', exact: true }).click();

  const receipt = page.getByRole('region', { name: '信息纠错已提交成功', exact: true });
  await expect(receipt).toBeVisible();
  const trackingNo = ((await receipt.getByText(/^JC\d{12}$/).textContent()) ?? '').trim();
  expect(trackingNo).toMatch(/^JC\d{12}$/);
  // 办件查询, without script too: a wrong phone is told so, the right one shows the correction's progress.
  await page.goto('/info-search');
  const lookup = () => page.getByRole('form', { name: '办件查询' });
  await lookup().getByLabel('受理编号').fill(trackingNo);
  await lookup().getByLabel('手机号码').fill('13812345679');
  await lookup().getByRole('button', { name: '查询', exact: true }).click();
  await expect(lookup().getByRole('alert').first()).not.toBeEmpty();
  await expect(lookup().getByLabel('受理编号')).toHaveValue(trackingNo);
  await lookup().getByLabel('手机号码').fill('13812345678');
  await lookup().getByRole('button', { name: '查询', exact: true }).click();
  await expect(page.getByRole('main')).toContainText('事项类别');
  await expect(page.getByRole('main').getByText(trackingNo, { exact: true })).toBeVisible();
});

test('an enterprise declares a deed for points with a file and finds it in 我的申报', async ({ page }) => {
  await signOnWithoutScript(page, 'qiye');
  await page.goto('/declare-Legal');
  const form = () => page.getByRole('form', { name: '法人积分申报' });
  await form().getByLabel(/申报指标/).selectOption(await firstChoice(form().getByLabel(/申报指标/)));
  await form().getByLabel(/事项说明/).fill('获评市级守合同重信用企业（未启用脚本提交）');
  await form().getByLabel(/发生日期/).fill('2020-01-01');
  await form().getByLabel(/联系电话/).fill('13905941234');
  await form().getByLabel('证明材料').setInputFiles([pdfFile('守合同重信用证书.pdf')]);
  await form().getByRole('button', { name: '提交申报' }).click();
  // Checked as the page checks it: the date's message beside it, the stored file listed.
  await expect(form().getByLabel(/发生日期/)).toHaveAccessibleDescription(/只能申报12个月内发生的事项/);
  await expect(form().getByRole('list', { name: '已选文件' }).getByRole('listitem')).toHaveText([/^守合同重信用证书\.pdf/]);

  await form().getByLabel(/发生日期/).fill(today());
  await form().getByRole('button', { name: '提交申报' }).click();
  const receipt = page.getByRole('status').filter({ hasText: '申报已提交' });
  await expect(receipt).toBeVisible();
  const declareNo = ((await receipt.getByText(/^JFQY\d{14}$/).textContent()) ?? '').trim();
  expect(declareNo).toMatch(/^JFQY\d{14}$/);
  await page.goto('/declare-Legal');
  await expect(page.getByRole('region', { name: '我的申报', exact: true })).toContainText(declareNo);
});

test('an enterprise publishes a self-declaration and reads its number in 我的自主声明', async ({ page }) => {
  await signOnWithoutScript(page, 'qiye');
  await page.goto('/self-declaration1');
  const form = page.getByRole('form', { name: '自主声明' });
  await form.getByLabel(/声明标题/).fill('关于依法诚信经营的自主声明（未启用脚本提交）');
  await form.getByLabel(/声明范围/).selectOption({ index: 1 });
  await form.getByLabel(/声明内容/).fill('本企业承诺严格遵守国家法律法规，依法诚信经营，按时足额纳税，不制售假冒伪劣产品。');
  await form.getByLabel(/联系人/).fill('林建国');
  await form.getByRole('button', { name: '提交声明' }).click();
  const receipt = page.getByRole('region', { name: '自主声明已提交成功', exact: true });
  await expect(receipt).toBeVisible();
  const trackingNo = ((await receipt.getByText(/^SM\d{12}$/).textContent()) ?? '').trim();
  expect(trackingNo).toMatch(/^SM\d{12}$/);
  await page.goto('/self-declaration');
  await expect(page.getByRole('main')).toContainText(trackingNo);
});

test('a visitor reports a dishonesty risk through the 安全验证 and follows it up on the same page', async ({ page, browser }) => {
  await page.goto('/SXFXJSBG');
  // The progress query, checked on the server as on the page: the missing second factor beside its field.
  const query = () => page.getByRole('form', { name: /进度查询|办理进度/ });
  await query().getByLabel('受理编号').fill('FX202611200001');
  await query().getByRole('button', { name: '查询' }).click();
  await expect(query().getByLabel('受理编号')).toHaveValue('FX202611200001');
  await expect(query().getByLabel('手机号码或身份证号码')).toHaveAccessibleDescription(/请输入手机号码或身份证号码/);

  const form = () => page.getByRole('form', { name: '失信风险警示报告' });
  await form().getByLabel('报告人姓名').fill('王小明');
  await form().getByLabel('身份证号码').fill('350302199001011239');
  await form().getByLabel('手机号码').fill('13812345678');
  await form().getByLabel('风险类别').selectOption({ index: 1 });
  await form().getByLabel('风险情况描述').fill('某公司以高息为诱饵向社会公众吸收资金，已有多名群众无法收回本金（未启用脚本提交）。');
  await form().getByLabel(/本人承诺所报告内容真实/).check();
  // A wrong code: the form comes back with what was typed and another captcha, whose token it now posts.
  await captchaImageLoaded(form());
  const shown = await form().getByRole('img', { name: '验证码图片' }).getAttribute('src');
  await form().getByLabel('验证码').fill('ZZZZ');
  await form().getByRole('button', { name: '提交', exact: true }).click();
  await expect(form().getByRole('alert').first()).toContainText('验证码错误，请输入新图片中的验证码');
  await expect(form().getByLabel('风险情况描述')).toHaveValue(/未启用脚本提交/);
  await expect(form().getByRole('img', { name: '验证码图片' })).not.toHaveAttribute('src', shown ?? '');
  await form().getByLabel('验证码').fill(captchaCode);
  await form().getByRole('button', { name: '提交', exact: true }).click();

  const receipt = page.getByRole('status', { name: '报告已受理' });
  await expect(receipt).toBeVisible();
  const trackingNo = ((await receipt.getByText(/^FX\d{12}$/).textContent()) ?? '').trim();
  expect(trackingNo).toMatch(/^[A-Z]{2}\d{12}$/);
  // The progress query starts with the new number, and finds the report with the phone given.
  await expect(query().getByLabel('受理编号')).toHaveValue(trackingNo);
  await query().getByLabel('手机号码或身份证号码').fill('13812345679');
  await query().getByRole('button', { name: '查询' }).click();
  await expect(query().getByRole('alert').first()).toHaveText('未查询到相关报告，请核对受理编号和手机号码或身份证号码');
  await query().getByLabel('手机号码或身份证号码').fill('13812345678');
  await query().getByRole('button', { name: '查询' }).click();
  await expect(page.getByRole('region', { name: `受理编号 ${trackingNo} 的办理进度` })).toContainText('报告标题');
  await expectNoAxeViolationsAsShown(page, browser);
  await expect(page).toHaveURL((url) => url.pathname === '/SXFXJSBG' && url.searchParams.get('intent') === 'query' && !url.search.includes('138'));
});

test('an enterprise applies for a credit report and reads its number', async ({ page }) => {
  await signOnWithoutScript(page, 'qiye');
  await page.goto('/credit-report');
  const form = page.getByRole('form', { name: '申请信用报告' });
  await form.getByLabel(/报告类型/).selectOption(await firstChoice(form.getByLabel(/报告类型/)));
  await form.getByLabel(/报告用途/).fill('参加工程项目投标（未启用脚本提交）');
  await form.getByRole('textbox', { name: '联系人', exact: true }).fill('林建国');
  await form.getByLabel(/联系电话/).fill('13905941234');
  await form.getByRole('button', { name: '提交申请' }).click();
  const receipt = page.getByRole('status').filter({ hasText: '申请已提交' });
  await expect(receipt).toBeVisible();
  const applyNo = ((await receipt.locator('span').first().textContent()) ?? '').trim();
  expect(applyNo.length).toBeGreaterThan(6);
  await page.goto('/credit-report');
  await expect(page.getByRole('main')).toContainText(applyNo);
});

test('a visitor logs out from the header and is anonymous on the home page', async ({ page, context }) => {
  await signOnWithoutScript(page, 'geren');
  await page.getByRole('banner').getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/home');
  await expect(page.getByRole('banner').getByRole('button', { name: '登录', exact: true }).or(page.getByRole('banner').getByRole('link', { name: '登录', exact: true }))).toBeVisible();
  expect((await context.cookies()).filter((cookie) => cookie.name === 'credit-portal-token')).toEqual([]);
  // The login is over on the back end too: a login-required page sends the visitor to the sign-on.
  await page.goto('/user');
  await expect(page.getByLabel('用户名')).toBeVisible();
});

test('an enterprise publishes a financing demand on the docking page and reads its number', async ({ page, request }) => {
  // The products and their ranges, as a caller of the finance back end reads them.
  const products = ((await (await request.get('/credit/finance/front/product/productPage?pageSize=100')).json()) as { data: { records: { id: string; minAmount: number; minTerm: number }[] } }).data.records;
  await signOnWithoutScript(page, 'qiye');
  await page.goto('/farming-financing-docking');
  const form = () => page.getByRole('form', { name: '发布融资需求' });
  await form().getByLabel('金融产品').selectOption(products[0]!.id);
  await form().getByLabel('申请金额（万元）').fill('0');
  await form().getByLabel('贷款期限（月）').fill(String(products[0]!.minTerm));
  await form().getByLabel('资金用途').fill('购置茶叶加工设备（未启用脚本提交）');
  await form().getByLabel('联系人').fill('陈志明');
  await form().getByLabel('联系电话').fill('13905941234');
  await form().getByRole('button', { name: '提交申请' }).click();
  // The product's own range, checked on the server as on the page.
  await expect(form().getByLabel('申请金额（万元）')).toHaveAccessibleDescription(/请输入大于0的数字/);
  await expect(form().getByLabel('资金用途')).toHaveValue(/未启用脚本提交/);
  // A product the enterprise already has an application for is refused beside the product: the next one.
  const receipt = page.getByRole('region', { name: '融资需求已提交成功', exact: true });
  for (const product of products.slice(0, 12)) {
    await form().getByLabel('金融产品').selectOption(product.id);
    await form().getByLabel('申请金额（万元）').fill(String(product.minAmount));
    await form().getByLabel('贷款期限（月）').fill(String(product.minTerm));
    await form().getByRole('button', { name: '提交申请' }).click();
    await expect(receipt.or(form().getByText('请勿重复提交'))).toBeVisible();
    if (await receipt.isVisible()) break;
  }
  await loanApplicationReceipt(page);
});

test('a person toggles 收藏 on a product’s page and applies for it there, each form with its own action', async ({ page, request }) => {
  const products = ((await (await request.get('/credit/finance/front/product/productPage?pageSize=100')).json()) as { data: { records: { id: string; name: string; enterpriseOnly: boolean; minAmount: number; minTerm: number }[] } }).data.records.filter((product) => !product.enterpriseOnly);
  await signOnWithoutScript(page, 'geren');
  const product = products.at(-1)!;
  await page.goto(`/credit-loan-product-detail?id=${product.id}`);
  const collect = () => page.getByRole('button', { name: /收藏/ });
  const before = (await collect().getAttribute('aria-pressed')) === 'true';
  await collect().click();
  // The page again, its product kept, the toggle done and said.
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(collect()).toHaveAttribute('aria-pressed', String(!before));
  await expect(page.getByRole('status').filter({ hasText: before ? '已取消收藏' : '已加入我的收藏' })).toBeVisible();
  // The application posts with its own intent, not the toggle's the address now names.
  const form = () => page.getByRole('form', { name: '发布融资需求' });
  await form().getByRole('button', { name: '提交申请' }).click();
  await expect(form().getByLabel('申请金额（万元）')).toHaveAccessibleDescription(/请输入申请金额/);
  await expect(collect()).toHaveAttribute('aria-pressed', String(!before));
  await collect().click();
  await expect(collect()).toHaveAttribute('aria-pressed', String(before));
});

/** 信用申报's fields for an honour, but its certificate. */
async function fillHonour(form: Locator, itemName: string): Promise<void> {
  await form.getByRole('radio', { name: /荣誉类/ }).check();
  await form.getByLabel('事项名称').fill(itemName);
  await form.getByLabel('颁发（认定）单位').fill('市市场监督管理局');
  await form.getByLabel('颁发日期').fill(today());
  await form.getByLabel('联系人').fill('林建国');
}

test('an enterprise declares an honour with its certificate and finds it in 我的信用申报', async ({ page }) => {
  await signOnWithoutScript(page, 'qiye');
  await page.goto('/service-credit-declare');
  const form = () => page.getByRole('form', { name: '信用申报' });
  await fillHonour(form(), '守合同重信用企业（未启用脚本提交）');
  await form().getByRole('button', { name: '提交申报' }).click();
  // No certificate yet: said beside its field, the rest kept.
  await expect(form().getByRole('group', { name: /证明材料/ })).toContainText('请上传证书或证明材料');
  await expect(form().getByLabel('事项名称')).toHaveValue('守合同重信用企业（未启用脚本提交）');
  await form().getByLabel('证明材料').setInputFiles([pdfFile('守合同重信用证书.pdf')]);
  await form().getByRole('button', { name: '提交申报' }).click();
  const receipt = page.getByRole('region', { name: '信用申报已提交成功', exact: true });
  await expect(receipt).toBeVisible();
  const trackingNo = ((await receipt.getByText(/^SB\d{12}$/).textContent()) ?? '').trim();
  expect(trackingNo).toMatch(/^SB\d{12}$/);
  await page.goto('/service-credit-declare');
  await expect(page.getByRole('main')).toContainText(trackingNo);
});

test('a person declares a deed for points with a file and finds it in 我的申报', async ({ page }) => {
  await signOnWithoutScript(page, 'geren');
  await page.goto('/declare-person');
  const form = () => page.getByRole('form', { name: '自然人积分申报' });
  await form().getByLabel(/申报指标/).selectOption(await firstChoice(form().getByLabel(/申报指标/)));
  await form().getByLabel(/事项说明/).fill('参加社区志愿服务累计40小时（未启用脚本提交）');
  await form().getByLabel(/发生日期/).fill(today());
  await form().getByLabel(/联系电话/).fill('1380594');
  await form().getByLabel('证明材料').setInputFiles([pdfFile('志愿服务证明.pdf')]);
  await form().getByRole('button', { name: '提交申报' }).click();
  // The phone's message beside it; the file stored and listed, sent again with the form.
  await expect(form().getByLabel(/联系电话/)).toHaveAccessibleDescription(/请输入正确的手机号码|联系电话/);
  await expect(form().getByRole('list', { name: '已选文件' }).getByRole('listitem')).toHaveText([/^志愿服务证明\.pdf/]);
  await expect(form().getByLabel(/事项说明/)).toHaveValue(/未启用脚本提交/);

  await form().getByLabel(/联系电话/).fill('13805943456');
  await form().getByRole('button', { name: '提交申报' }).click();
  const receipt = page.getByRole('status').filter({ hasText: '申报已提交' });
  await expect(receipt).toBeVisible();
  const declareNo = ((await receipt.getByText(/^JF[A-Z]{2}\d{14}$/).textContent()) ?? '').trim();
  expect(declareNo).toMatch(/^JF[A-Z]{2}\d{14}$/);
  await page.goto('/declare-person');
  await expect(page.getByRole('region', { name: '我的申报', exact: true })).toContainText(declareNo);
});

test('an enterprise applies for a guarantee through the 安全验证 with its file, and anyone verifies it by number and code', async ({ page, browser }) => {
  await signOnWithoutScript(page, 'qiye');
  await page.goto('/ele-guarantee-input');
  // A tender named in the address comes chosen, with the products that cover its bid bond. The last one:
  // the guarantee flows with script apply for the first, and one guarantee per tender is all an enterprise may hold.
  const tender = await lastChoice(page.getByRole('form', { name: '电子保函申请' }).getByLabel('招标项目'));
  await page.goto(`/ele-guarantee-input?projectNo=${encodeURIComponent(tender)}`);
  const form = () => page.getByRole('form', { name: '电子保函申请' });
  await expect(form().getByLabel('招标项目')).toHaveValue(tender);
  await form().getByLabel('保函产品').selectOption(await firstChoice(form().getByLabel('保函产品')));
  await expect(form().getByLabel('统一社会信用代码')).toHaveValue(/^[0-9A-Z]{18}$/);
  await form().getByLabel('联系人').fill('林建国');
  await form().getByLabel('手机号码').fill('13905941234');
  await form().getByRole('button', { name: /^申请材料/ }).setInputFiles([pdfFile('营业执照副本.pdf')]);
  await form().getByRole('button', { name: '提交申请' }).click();
  // The declaration not ticked: said beside it, the file stored and everything typed kept.
  await expect(form().getByRole('group', { name: '投保声明' })).toContainText('请阅读并勾选投保声明');
  await expect(form().getByRole('list', { name: '已选文件' }).getByRole('listitem')).toHaveText([/^营业执照副本\.pdf/]);
  await expect(form().getByLabel('联系人')).toHaveValue('林建国');

  await form().getByLabel(/^本企业承诺所填信息/).check();
  await captchaImageLoaded(form());
  await form().getByLabel('验证码').fill(captchaCode);
  await form().getByRole('button', { name: '提交申请' }).click();

  const receipt = page.getByRole('region', { name: '电子保函已出具', exact: true });
  await expect(receipt).toBeVisible();
  const guaranteeNo = ((await receipt.getByText(/^BH\d{12}$/).textContent()) ?? '').trim();
  const verifyCode = ((await receipt.getByText(/^[A-HJ-NP-Z2-9]{8}$/).textContent()) ?? '').trim();
  expect(guaranteeNo).toMatch(/^BH\d{12}$/);

  // 保函真伪查验, a POST (the code stays out of the address): a wrong code finds nothing, the right one the guarantee.
  await page.goto('/ele-guarantee-detail');
  const verify = () => page.getByRole('form', { name: '保函真伪查验' });
  await verify().getByLabel('保函编号').fill(guaranteeNo);
  await verify().getByLabel('校验码').fill('AB12');
  await verify().getByRole('button', { name: '查验', exact: true }).click();
  await expect(verify().getByLabel('校验码')).toHaveAccessibleDescription(/校验码为8位字母或数字/);
  await verify().getByLabel('校验码').fill(verifyCode === 'AAAAAAAA' ? 'BBBBBBBB' : 'AAAAAAAA');
  await verify().getByRole('button', { name: '查验', exact: true }).click();
  await expect(verify().getByRole('alert').first()).toContainText('未查验到该保函');
  await verify().getByLabel('校验码').fill(verifyCode.toLowerCase());
  await verify().getByRole('button', { name: '查验', exact: true }).click();
  const result = page.getByRole('article', { name: /^查验结果：本平台出具的真实保函/ });
  await expect(result.getByText(guaranteeNo)).toBeVisible();
  await expectNoAxeViolationsAsShown(page, browser);
  await expect(page).toHaveURL((url) => url.pathname === '/ele-guarantee-detail' && url.search === '');
});

test('an enterprise shares a generated report with an organisation and ends the share', async ({ page, request, browser }) => {
  // An enterprise of the red list to share with (not the demo enterprise itself).
  const found = (await (await request.get('/api/cmpinternetportalfront/redbalcklist/page?listType=1&pageSize=5')).json()) as { data: { records: { creditCode: string; subjectName: string }[] } };
  const partner = found.data.records.find((record) => !record.subjectName.includes('鸿达'));
  expect(partner).toBeDefined();
  await signOnWithoutScript(page, 'qiye');
  await page.goto('/credit-report?applyStatus=已生成');
  const first = page.getByRole('region', { name: '我的申请', exact: true }).getByRole('table').locator('tbody tr').first();
  await expect(first).toContainText('已生成');
  const applyNo = ((await first.locator('td').first().textContent()) ?? '').trim();

  await first.getByRole('link', { name: `共享报告 ${applyNo}` }).click();
  const share = () => page.getByRole('region', { name: `共享信用报告 ${applyNo}` });
  await share().getByLabel(/统一社会信用代码/).fill('91350300MA31K2L46A');
  await share().getByRole('button', { name: '确认共享' }).click();
  await expect(share().getByLabel(/统一社会信用代码/)).toHaveAccessibleDescription(/请输入正确的统一社会信用代码/);
  await share().getByLabel(/统一社会信用代码/).fill(partner?.creditCode ?? '');
  await share().getByRole('button', { name: '确认共享' }).click();
  await expect(share().getByRole('status').filter({ hasText: `已共享给${partner?.subjectName ?? ''}` })).toBeVisible();
  await expectNoAxeViolationsAsShown(page, browser);

  // Its share ended from the user centre's panel, whose page takes the same forms.
  await page.goto('/user?tab=credit-report-apply&applyStatus=已生成');
  const row = page.getByRole('region', { name: '信用报告申请', exact: true }).getByRole('row', { name: new RegExp(applyNo) });
  await row.getByRole('link', { name: new RegExp(`^共享记录（\\d+） ${applyNo}$`) }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/user' && url.searchParams.get('tab') === 'credit-report-apply');
  const shareRow = () => page.getByRole('region', { name: `共享记录 ${applyNo}` }).getByRole('row', { name: new RegExp(`${partner?.subjectName ?? ''}.*共享中`) }).first();
  await expect(shareRow()).toBeVisible();
  const before = await page.getByRole('region', { name: `共享记录 ${applyNo}` }).getByRole('row').filter({ hasText: '共享中' }).count();
  await shareRow().getByRole('button', { name: `停止共享给${partner?.subjectName ?? ''}` }).click();
  await expect(page.getByRole('region', { name: `共享记录 ${applyNo}` }).getByRole('row').filter({ hasText: '共享中' })).toHaveCount(before - 1);
  await expectNoAxeViolationsAsShown(page, browser);
});

test('a person marks a message read in the message centre, one and then the whole page', async ({ page, browser }) => {
  await signOnWithoutScript(page, 'geren');
  await page.goto('/user?tab=message-centre&readFlag=0');
  const unread = page.getByRole('status').filter({ hasText: '未读消息' });
  const count = async () => Number(/未读消息\s*(\d+)\s*条/.exec((await unread.textContent()) ?? '')?.[1]);
  const before = await count();
  expect(before).toBeGreaterThan(1);
  const first = page.getByRole('list', { name: '消息列表' }).getByRole('article').first();
  const id = await first.getAttribute('id');
  await first.getByRole('button', { name: /^标为已读/ }).click();
  // The route's action marked it; the page the POST answers is the list read again, in the same filter.
  await expect(unread).toContainText(`未读消息 ${before - 1} 条`);
  await expect(page.locator(`article[id="${id}"]`)).toHaveCount(0);
  await expectNoAxeViolationsAsShown(page, browser);

  const onPage = await page.getByRole('button', { name: /^标为已读/ }).count();
  expect(onPage).toBeGreaterThan(0);
  await page.getByRole('button', { name: '本页全部标为已读' }).click();
  await expect(unread).toContainText(`未读消息 ${before - 1 - onPage} 条`);
});

test('a visitor finds a commitment by its number', async ({ page, request, browser }) => {
  const published = (await (await request.get('/api/cmpinternetportalfront/promiseapplypublicity/page?pageSize=1')).json()) as { data: { records: { commitmentNo: string; subjectName: string }[] } };
  const commitment = published.data.records[0];
  expect(commitment).toBeDefined();
  await page.goto('/commitent-inquire');
  const lookup = () => page.getByRole('form', { name: '按承诺编号查询承诺' });
  await lookup().getByLabel('承诺编号').fill('CN20991');
  await lookup().getByRole('button', { name: '查询' }).click();
  await expect(lookup().getByLabel('承诺编号')).toHaveAccessibleDescription(/承诺编号为CN加12位数字/);
  await lookup().getByLabel('承诺编号').fill('CN209901010001');
  await lookup().getByRole('button', { name: '查询' }).click();
  await expect(lookup().getByRole('alert').first()).toHaveText('未找到该承诺编号对应的承诺，请核对后重新输入');
  await lookup().getByLabel('承诺编号').fill(commitment?.commitmentNo.toLowerCase() ?? '');
  await lookup().getByRole('button', { name: '查询' }).click();
  const article = page.getByRole('main').getByRole('article');
  await expect(article).toContainText(commitment?.commitmentNo ?? '');
  await expect(article).toContainText(commitment?.subjectName ?? '');
  await expectNoAxeViolationsAsShown(page, browser);
  // The feedback lookup beside it was not sent: it stays empty, without a message.
  await expect(page.getByRole('form', { name: '承诺反馈查询' }).getByLabel('受理编号')).toHaveValue('');
});

test('a visitor searches a safety campaign’s list by a GET of its page and checks an enterprise’s standing', async ({ page, request, browser }) => {
  const white = ((await (await request.get('/api/cmpinternetportalfront/columnclues/food/whiteList?pageSize=1')).json()) as { data: { records: { name: string; creditCode: string }[] } }).data.records[0];
  expect(white).toBeDefined();
  await page.goto('/food-safe?list=white');
  const search = page.getByRole('search', { name: '食品安全白名单查询' });
  await search.getByLabel('企业名称或统一社会信用代码').fill(white?.creditCode ?? '');
  await search.getByRole('button', { name: '查询' }).click();
  // Not personal: the keyword in the page's address, the white list kept.
  await expect(page).toHaveURL((url) => url.searchParams.get('keyword') === white?.creditCode && url.searchParams.get('list') === 'white');
  const table = page.getByRole('table', { name: '食品安全白名单' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('link', { name: white?.name ?? '' })).toBeVisible();

  const check = () => page.getByRole('form', { name: '食品安全名单核查' });
  await check().getByLabel('企业全称或统一社会信用代码').fill('某');
  await check().getByRole('button', { name: '核查' }).click();
  await expect(check().getByLabel('企业全称或统一社会信用代码')).toHaveAccessibleDescription(/请至少输入2个字符/);
  await check().getByLabel('企业全称或统一社会信用代码').fill(white?.creditCode ?? '');
  await check().getByRole('button', { name: '核查' }).click();
  const verdict = page.getByRole('status').filter({ hasText: '已列入食品安全白名单' });
  await expect(verdict).toBeVisible();
  await expect(verdict.getByText(white?.name ?? '')).toBeVisible();
  await expectNoAxeViolationsAsShown(page, browser);
});

test('a reporter follows a clue up by its number and phone, on the inquiry and on the detail page', async ({ page, browser }) => {
  await page.goto('/food-safe-clues');
  const form = () => page.getByRole('form', { name: '食品安全线索举报' });
  await form().getByLabel('被举报对象名称').fill(`${city.districts[0]}鲜果坊（未启用脚本提交）`);
  await form().getByLabel('被举报对象地址').fill(`${city.districts[0]}文献路12号`);
  await form().getByLabel('线索描述').fill('该店将发霉水果切块后混入果盘出售，已有多名顾客反映腹泻。');
  await form().getByLabel('举报人姓名').fill('林建国');
  await form().getByLabel('手机号码').fill('13805941234');
  await captchaImageLoaded(form());
  await form().getByLabel('验证码').fill(captchaCode);
  await form().getByRole('button', { name: '提交' }).click();
  const receipt = page.getByRole('region', { name: '食品安全线索已提交成功', exact: true });
  const trackingNo = ((await receipt.getByText(/^XS\d{12}$/).textContent()) ?? '').trim();
  expect(trackingNo).toMatch(/^XS\d{12}$/);

  await page.goto('/safe-inquire');
  const lookup = () => page.getByRole('form', { name: '安全线索查询' });
  await lookup().getByLabel('受理编号').fill(trackingNo);
  await lookup().getByLabel('手机号码或查询码').fill('13805940000');
  await lookup().getByRole('button', { name: '查询' }).click();
  await expect(lookup().getByRole('alert').first()).toContainText('未查询到相关办件');
  await lookup().getByLabel('手机号码或查询码').fill('13805941234');
  await lookup().getByRole('button', { name: '查询' }).click();
  // Its progress and what was reported, the phone never in the address.
  await expect(page.getByRole('article').getByText(trackingNo)).toBeVisible();
  await expect(page.getByRole('region', { name: '举报内容' })).toContainText(`${city.districts[0]}鲜果坊（未启用脚本提交）`);
  await expect(page).toHaveURL((url) => url.pathname === '/safe-inquire' && url.search === '');
  await expectNoAxeViolationsAsShown(page, browser);

  // The detail page opened without its clue offers the look-up in place, and shows the clue found.
  await page.goto('/clues-detail');
  const inPlace = () => page.getByRole('form', { name: '安全线索详情查询' });
  await inPlace().getByLabel('受理编号').fill(trackingNo.toLowerCase());
  await inPlace().getByLabel('手机号码或查询码').fill('13805941234');
  await inPlace().getByRole('button', { name: '查询' }).click();
  await expect(page.getByRole('region', { name: '举报内容' })).toContainText('该店将发霉水果切块后混入果盘出售');
  await expect(page.getByRole('article').getByText(trackingNo)).toBeVisible();
});

test('a visitor logs in on /login with the captcha the form shows, and signs on from the same page', async ({ page, browser }) => {
  await page.goto('/login?redirect=%2Fcredit-report');
  const form = () => page.getByRole('form', { name: '用户登录' });
  // The captcha's image is there from the first answer, a new one for this browser.
  await captchaImageLoaded(form());
  await expectNoAxeViolationsAsShown(page, browser);
  // No script's button: the code spoken is a sound file to open, of the image shown.
  await expect(form().getByRole('button', { name: /语音/ })).toHaveCount(0);
  const audio = await page.request.get((await form().getByRole('link', { name: '听语音验证码' }).getAttribute('href')) ?? '');
  expect(audio.headers()['content-type']).toMatch(/^audio\//);
  // Enter in a field sends the form as 登录 does (not 换一张): a wrong code is said beside its field.
  await form().getByLabel('用户名').fill('qiye');
  await form().getByLabel('密码').fill('Xinyong@2026');
  await form().getByLabel('验证码').fill('ZZZZ');
  await form().getByLabel('验证码').press('Enter');
  await expect(form().getByLabel('验证码')).toHaveAccessibleDescription(/验证码错误或已过期/);
  await expect(form().getByLabel('用户名')).toHaveValue('qiye');
  await expect(form().getByLabel('密码')).toHaveValue('');
  // 换一张: another image, the user name kept, the password never given back.
  const shown = await form().getByRole('img', { name: '验证码图片' }).getAttribute('src');
  await form().getByRole('button', { name: '换一张' }).click();
  await expect(form().getByRole('alert').first()).toContainText('已换一张验证码');
  await expect(form().getByRole('img', { name: '验证码图片' })).not.toHaveAttribute('src', shown ?? '');
  await expect(form().getByLabel('用户名')).toHaveValue('qiye');
  await expect(form().getByLabel('密码')).toHaveValue('');
  await form().getByLabel('密码').fill('Xinyong@2026');
  await form().getByLabel('验证码').fill(captchaCode);
  await form().getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/credit-report');
  await expect(page.getByRole('banner').getByRole('link', { name: /个人中心/ })).toBeVisible();

  // Another browser logs in with one 登录: the code of the image its first answer showed.
  await page.context().clearCookies();
  await page.goto('/login?redirect=%2Fcredit-report');
  await logInOnLoginPageWithoutScript(page, 'geren');
  await expect(page).toHaveURL((url) => url.pathname === '/credit-report');
  await expect(page.getByRole('banner').getByRole('link', { name: /个人中心/ })).toBeVisible();

  // 统一身份认证登录 from /login, for another browser: the sign-on's page.
  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByRole('button', { name: '统一身份认证登录' }).click();
  await expect(page.getByRole('heading', { name: '统一身份认证平台' })).toBeVisible();
});

test('a visitor logs out from a sub-site’s header', async ({ page, context }) => {
  await signOnWithoutScript(page, 'geren');
  await page.goto('/farming-user');
  await expect(page.getByRole('heading', { level: 1, name: '我的融资' })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: '退出登录' }).click();
  expect((await context.cookies()).filter((cookie) => cookie.name === 'credit-portal-token')).toEqual([]);
  await expect(page.getByRole('banner').getByRole('button', { name: '登录', exact: true }).or(page.getByRole('banner').getByRole('link', { name: '登录', exact: true }))).toBeVisible();
  // The login is over on the back end too: the sub-site's login-required page sends the visitor to the sign-on.
  await page.goto('/farming-user');
  await expect(page.getByLabel('用户名')).toBeVisible();
});

test('a person sends a complaint through the 安全验证 and follows it up on the complaint inquiry', async ({ page, browser }) => {
  await signOnWithoutScript(page, 'geren');
  await page.goto('/credit-complaint');
  const form = () => page.getByRole('form', { name: '信用投诉' });
  await form().getByLabel('投诉人姓名').fill('林建国');
  await form().getByLabel('证件号码').fill('350302198502140018');
  await form().getByLabel('手机号码').fill('13805943456');
  await form().getByLabel('被投诉主体名称').fill(`${city.name}鸿达鞋业有限公司`);
  await form().getByLabel('投诉类型').selectOption('拖欠款项');
  await form().getByLabel('投诉标题').fill('拖欠鞋材货款（未启用脚本提交）');
  await form().getByLabel('投诉内容').fill('本人于2026年6月向该公司供应鞋面材料一批，货款86500元，约定30日内结清，至今未付。');
  await form().getByLabel('诉求').fill('要求该公司结清货款并支付逾期利息。');
  await form().getByRole('button', { name: '提交', exact: true }).click();
  await form().getByLabel('验证码').fill(captchaCode);
  await form().getByRole('button', { name: '提交', exact: true }).click();
  const receipt = page.getByRole('region', { name: '信用投诉已提交成功', exact: true });
  const trackingNo = ((await receipt.getByText(/^TS\d{12}$/).textContent()) ?? '').trim();
  expect(trackingNo).toMatch(/^TS\d{12}$/);

  await page.goto('/credit-complaint-inquire');
  const lookup = () => page.getByRole('form', { name: '投诉查询' });
  await lookup().getByLabel('受理编号').fill(trackingNo);
  await lookup().getByLabel('验证信息').fill('13805940000');
  await lookup().getByRole('button', { name: '查询', exact: true }).click();
  await expect(lookup().getByRole('alert').first()).toContainText('未查询到相关办件');
  await expect(lookup().getByLabel('受理编号')).toHaveValue(trackingNo);
  await lookup().getByLabel('验证信息').fill('350302198502140018');
  await lookup().getByRole('button', { name: '查询', exact: true }).click();
  await expect(page.getByRole('article').getByRole('heading', { name: '拖欠鞋材货款（未启用脚本提交）' })).toBeVisible();
  await expectNoAxeViolationsAsShown(page, browser);
  await expect(page).toHaveURL((url) => url.pathname === '/credit-complaint-inquire' && url.search === '');
});

test('a visitor searches a record list and filters the commitments by a GET of the page, the list’s tab kept', async ({ page, browser }) => {
  await page.goto('/red-list/index?pageSize=10');
  const table = page.getByRole('main').getByRole('table');
  const nameColumn = (await table.locator('thead th').allTextContents()).map((title) => title.trim()).indexOf('主体名称') + 1;
  const names = () => table.locator(`tbody tr td:nth-child(${nameColumn})`).allTextContents();
  const wanted = (await names()).at(-1)?.trim() ?? '';
  expect(wanted).not.toBe('');
  const search = page.getByRole('search', { name: '红名单查询' });
  await search.getByLabel('关键词').fill(wanted);
  await search.getByRole('button', { name: '查询' }).click();
  // The keyword in the page's address, the page size kept, the first page.
  await expect(page).toHaveURL((url) => url.searchParams.get('keyword') === wanted && url.searchParams.get('pageSize') === '10' && !url.searchParams.has('pageNo'));
  await expect(search.getByLabel('关键词')).toHaveValue(wanted);
  await expect(table.locator('tbody tr').first()).toBeVisible();
  // Every row found bears the name.
  expect(await names()).toEqual((await names()).map(() => expect.stringContaining(wanted)));
  await expectNoAxeViolationsAsShown(page, browser);

  // 履约情况's state is a tab (a link); the search keeps it.
  await page.goto('/feedback-info');
  const state = page.getByRole('navigation', { name: '履约情况' }).getByRole('link').nth(1);
  const stateName = (await state.textContent())?.trim() ?? '';
  await state.click();
  await page.getByRole('search', { name: '履约情况查询' }).getByLabel('关键词').fill('公司');
  await page.getByRole('search', { name: '履约情况查询' }).getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('keyword') === '公司' && url.searchParams.get('status') === stateName);
  await expect(page.getByRole('navigation', { name: '履约情况' }).getByRole('link', { name: stateName })).toHaveAttribute('aria-current', 'page');
});

test('choices that act as they are made with the script are sent by 查询 without it', async ({ page }) => {
  await page.goto('/city-rank');
  const choices = page.getByRole('search', { name: '排名条件' });
  const month = await lastChoice(choices.getByLabel('统计月份'));
  await choices.getByRole('radio', { name: '本市县（区）' }).check();
  await choices.getByLabel('统计月份').selectOption(month);
  await choices.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('scope') === 'district' && url.searchParams.get('period') === month);
  await expect(page.getByRole('table')).toHaveAccessibleName(new RegExp(`${Number(month.slice(5))}月`));
  await expect(page.getByRole('table')).toContainText(city.districts[1]!);

  await page.goto('/leavemessage');
  const years = page.getByRole('search', { name: '受理情况统计年度' });
  const year = await lastChoice(years.getByLabel('统计年度'));
  await years.getByLabel('统计年度').selectOption(year);
  await years.getByRole('button', { name: '查询' }).click();
  await expect(page.getByLabel(`${year}年留言受理情况`, { exact: true })).toBeVisible();
  await expect(years.getByLabel('统计年度')).toHaveValue(year);
});

test('a code looked up for its declarations goes to their page, a wrong one named beside its field there', async ({ page, request }) => {
  await page.goto('/service-credit-declare');
  const lookup = () => page.getByRole('search', { name: '按统一社会信用代码查询申报概况' });
  await lookup().getByLabel(/统一社会信用代码/).fill('913503004P6D6YYD80');
  await lookup().getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/service-credit-declare-detail');
  await expect(lookup().getByLabel(/统一社会信用代码/)).toHaveAccessibleDescription(/请输入正确的18位统一社会信用代码/);
  await expect(lookup().getByLabel(/统一社会信用代码/)).toHaveValue('913503004P6D6YYD80');
  const answer = await request.get('/api/cmpinternetportalfront/archives/search/getEsSearchDataPage?keyword=有限公司&kind=enterprise&pageSize=1', { headers: await captchaPassHeader(request) });
  const subject = (await answer.json()).data.records[0] as { name: string; creditCode: string };
  // Typed on the page it leads to, the next code is looked up there.
  await lookup().getByLabel(/统一社会信用代码/).fill(subject.creditCode);
  await lookup().getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('creditCode') === subject.creditCode);
  await expect(page.getByRole('heading', { level: 2, name: subject.name })).toBeVisible();
  await expect(page.getByRole('region', { name: '信用申报情况', exact: true })).toContainText(/已申报次数\s*\d+ 次/);
});

test('an enterprise query goes through the 安全验证 as an image and a field, the way and words kept', async ({ page }) => {
  await page.goto('/enterprise-query');
  const query = page.getByRole('search', { name: '企业信用查询' });
  await query.getByLabel(/查询内容/).fill('有');
  await query.getByRole('button', { name: '查询' }).click();
  // Words the form would not have sent are named beside the field, and nothing is asked.
  await expect(query.getByLabel(/查询内容/)).toHaveAccessibleDescription(/请输入至少两个字的查询内容/);
  await expect(query.getByLabel(/查询内容/)).toHaveValue('有');
  await query.getByLabel(/查询内容/).fill('有限公司');
  await query.getByRole('button', { name: '查询' }).click();
  const verification = page.getByRole('form', { name: '安全验证' });
  await captchaImageLoaded(verification);
  await page.getByRole('form', { name: '安全验证' }).getByLabel('验证码').fill(captchaCode);
  await page.getByRole('form', { name: '安全验证' }).getByRole('button', { name: '验证并查询' }).click();
  await expect(page.getByText(/“有限公司”的查询结果：共 \d+ 家企业/)).toBeVisible();
  await expect(query.getByLabel(/查询内容/)).toHaveValue('有限公司');
});

test('a person pages the message centre and filters it to its unread messages by 查询, the tab kept', async ({ page }) => {
  await signOnWithoutScript(page, 'geren');
  await page.goto('/user?tab=message-centre');
  // Its pager too: the size chosen is sent by 确定, the tab kept.
  const pager = page.getByRole('navigation', { name: '分页' });
  await pager.getByRole('combobox', { name: '每页条数' }).selectOption('10');
  await pager.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('tab') === 'message-centre' && url.searchParams.get('pageSize') === '10');
  await expect(page.getByRole('navigation', { name: '分页' }).getByRole('combobox', { name: '每页条数' })).toHaveValue('10');
  const filters = page.getByRole('search', { name: '筛选消息' });
  await filters.getByLabel('阅读状态').selectOption({ label: '未读' });
  await filters.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('tab') === 'message-centre' && url.searchParams.get('readFlag') === '0');
  await expect(page.getByRole('status').filter({ hasText: '未读消息' })).toBeVisible();
  await expect(filters.getByLabel('阅读状态')).toHaveValue('0');
});

test('a visitor whose login ended meets the login page, which says so and brings them back to their form as they left it', async ({ page }) => {
  await signOnWithoutScript(page, 'qiye');
  await endLoginElsewhere(page);
  await page.goto('/service-credit-declare');
  // Not a page that cannot load: the login page, saying why, its cookie gone.
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('expired') === '1' && url.searchParams.get('redirect') === '/service-credit-declare');
  await expect(page.getByRole('status').filter({ hasText: '登录已过期，请重新登录' })).toBeVisible();
  expect(await tokenCookie(page)).toBeUndefined();
  await logInOnLoginPageWithoutScript(page, 'qiye');
  await expect(page).toHaveURL((url) => url.pathname === '/service-credit-declare');
  await expect(page.getByRole('form', { name: '信用申报' })).toBeVisible();

  // A form sent after the login ended elsewhere: the login page says that it was not sent.
  const form = () => page.getByRole('form', { name: '信用申报' });
  await fillHonour(form(), '守合同重信用企业（登录已结束）');
  await endLoginElsewhere(page);
  await form().getByRole('button', { name: '提交申报' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('unsent') === '1' && url.searchParams.get('redirect') === '/service-credit-declare');
  await expect(page.getByRole('status').filter({ hasText: '登录已过期，请重新登录。刚才提交的内容未能发送：登录后将回到原页面，请检查表单内容后再次提交（密码和附件需重新填写）。' })).toBeVisible();
  expect(await tokenCookie(page)).toBeUndefined();

  // Logged in again, back on the page: the form holds what was typed, says it was not sent, and is sent.
  await logInOnLoginPageWithoutScript(page, 'qiye');
  await expect(page).toHaveURL((url) => url.pathname === '/service-credit-declare');
  await expect(form().getByLabel('事项名称')).toHaveValue('守合同重信用企业（登录已结束）');
  await expect(form().getByLabel('颁发（认定）单位')).toHaveValue('市市场监督管理局');
  await expect(form().getByLabel('联系人')).toHaveValue('林建国');
  await expect(form().getByRole('radio', { name: /荣誉类/ })).toBeChecked();
  await expect(form()).toContainText('表单尚未提交。您填写的内容已保留');
  await form().getByLabel('证明材料').setInputFiles([pdfFile('守合同重信用证书.pdf')]);
  await form().getByRole('button', { name: '提交申报' }).click();
  const receipt = page.getByRole('region', { name: '信用申报已提交成功', exact: true });
  const trackingNo = ((await receipt.getByText(/^SB\d{12}$/).textContent()) ?? '').trim();
  expect(trackingNo).toMatch(/^SB\d{12}$/);
  // Given back once: the page opened again has the form as new, and the filing is found by its number.
  await page.goto('/service-credit-declare');
  await expect(form().getByLabel('事项名称')).toHaveValue('');
  await expect(page.getByRole('main')).toContainText(trackingNo);
});

test('a declaration of 2,000 characters, too long for a cookie, waits on the server while its visitor logs in again, and is sent', async ({ page, context }) => {
  await writeLongDeclarationAsLoginEnds(page, '关于依法诚信经营的自主声明（登录已结束）');
  const form = () => page.getByRole('form', { name: '自主声明' });
  const content = declarationTooLongForACookie;
  await form().getByRole('button', { name: '提交声明' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('unsent') === '1' && url.searchParams.get('redirect') === '/self-declaration1');
  // The cookie names the sealed file the renderer keeps the form in, not the form.
  expect((await context.cookies()).find((entry) => entry.name === 'credit-portal-unsent')?.value).toMatch(/^h\.[\w.-]{39}$/);

  await logInOnLoginPageWithoutScript(page, 'qiye');
  await expect(page).toHaveURL((url) => url.pathname === '/self-declaration1');
  await expect(form().getByLabel(/声明内容/)).toHaveValue(content);
  await expect(form().getByLabel(/声明标题/)).toHaveValue('关于依法诚信经营的自主声明（登录已结束）');
  await expect(form().getByLabel(/联系人/)).toHaveValue('林建国');
  await expect(form()).toContainText('表单尚未提交。您填写的内容已保留');
  await form().getByRole('button', { name: '提交声明' }).click();
  const receipt = page.getByRole('region', { name: '自主声明已提交成功', exact: true });
  const trackingNo = ((await receipt.getByText(/^SM\d{12}$/).textContent()) ?? '').trim();
  expect(trackingNo).toMatch(/^SM\d{12}$/);
  await page.goto('/self-declaration');
  await expect(page.getByRole('main')).toContainText(trackingNo);
});

test('a visitor whose login ended opens the login page itself: shown where it is, and the login then replaces the old one', async ({ page }) => {
  await signOnWithoutScript(page, 'geren');
  const cookie = await tokenCookie(page);
  await endLoginElsewhere(page);
  const answer = await page.goto('/login?redirect=%2Fuser');
  // No redirect to itself: the page at its own address, the way back kept.
  expect(answer?.status()).toBe(200);
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/user' && !url.searchParams.has('expired'));
  // The ended login's cookie is cleared there too.
  expect(await tokenCookie(page)).toBeUndefined();
  await expect(page.getByRole('form', { name: '用户登录' })).toBeVisible();
  await logInOnLoginPageWithoutScript(page, 'geren');
  await expect(page).toHaveURL((url) => url.pathname === '/user');
  await expect(page.getByRole('banner').getByRole('link', { name: /个人中心/ })).toBeVisible();
  expect((await tokenCookie(page))?.value).not.toBe(cookie?.value);
});

test('a visitor logs in from the header’s 登录 and comes back to the page, as from a form’s 登录', async ({ page }) => {
  await page.goto('/credit-dynamics?pageNo=2');
  await page.getByRole('banner').getByRole('link', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/credit-dynamics?pageNo=2');
  await logInOnLoginPageWithoutScript(page, 'geren');
  await expect(page).toHaveURL((url) => url.pathname === '/credit-dynamics' && url.searchParams.get('pageNo') === '2');
  await expect(page.getByRole('banner').getByRole('link', { name: /个人中心/ })).toBeVisible();

  // A form's notice for anonymous visitors leads to the same login page.
  await page.context().clearCookies();
  await page.goto('/service-credit-declare');
  await expect(page.getByRole('region', { name: '在线申报', exact: true }).getByRole('link', { name: '登录' })).toHaveAttribute('href', '/login?redirect=%2Fservice-credit-declare');
});

test('a visitor registers from the header’s 注册: the sign-on’s register page, which leads back to the page', async ({ page }) => {
  await page.goto('/credit-dynamics?pageNo=2');
  await page.getByRole('banner').getByRole('link', { name: '注册', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/sso/register' && new URL(url.searchParams.get('redirect_uri') ?? '', url).pathname === '/credit-dynamics');
  expect(new URL(new URL(page.url()).searchParams.get('redirect_uri') ?? '').searchParams.get('pageNo')).toBe('2');
  await expect(page.getByRole('heading', { name: '用户注册' })).toBeVisible();
  await page.getByRole('link', { name: '返回' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/credit-dynamics' && url.searchParams.get('pageNo') === '2');
});

test('a visitor downloads an enterprise’s credit report from its archive', async ({ page, request }) => {
  const permits = await (await request.get('/api/cmpinternetportalfront/doublepublicity/getPermitList?pageNo=1&pageSize=1')).json();
  const creditCode: string = permits.data.columnShowList.records[0].creditCode;
  await page.goto(`/enterprise-detail?creditCode=${creditCode}`);
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: '下载PDF 版' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/-信用报告\.pdf$/);
  expect(readFileSync((await download.path())!).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('a visitor pages a list by its size and a typed page, clears a filter and empties a form, each without script', async ({ page, browser }) => {
  // The pager: a size chosen and a page typed are sent by 确定, the search's keyword kept.
  await page.goto('/red-list/index?keyword=公司');
  const pager = page.getByRole('navigation', { name: '分页' });
  const rows = page.getByRole('main').getByRole('table').locator('tbody tr');
  await pager.getByRole('combobox', { name: '每页条数' }).selectOption('10');
  await pager.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('pageSize') === '10' && url.searchParams.get('keyword') === '公司');
  await expect(rows).toHaveCount(10);
  const firstOfPage1 = await rows.first().textContent();
  await pager.getByRole('spinbutton', { name: '跳至页码' }).fill('2');
  await pager.getByRole('spinbutton', { name: '跳至页码' }).press('Enter');
  await expect(page).toHaveURL((url) => url.searchParams.get('pageNo') === '2' && url.searchParams.get('pageSize') === '10' && url.searchParams.get('keyword') === '公司');
  await expectCurrentPage(pager, 2);
  await expect(rows.first()).not.toHaveText(firstOfPage1 ?? '');
  await expectNoAxeViolationsAsShown(page, browser);

  // A list that keeps its page under names of its own (a page with more than one list) pages the same way.
  await page.goto('/credit-plus-el');
  const cases = page.getByRole('navigation', { name: '联合奖惩案例分页' });
  await cases.getByRole('button', { name: '下一页' }).click();
  await expectCurrentPage(cases, 2);
  await cases.getByRole('combobox', { name: '每页条数' }).selectOption('10');
  await cases.getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('navigation', { name: '联合奖惩案例分页' }).getByRole('combobox', { name: '每页条数' })).toHaveValue('10');
  await expect(page.getByRole('table', { name: '联合奖惩案例' }).locator('tbody tr')).toHaveCount(10);

  // A list's 重置 leads to the list without its filters.
  await page.goto('/service-contract-performance');
  const search = page.getByRole('search', { name: '合同履约查询' });
  await search.getByLabel('履约状态').selectOption('违约');
  await search.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/status=/);
  await search.getByRole('link', { name: '重置' }).click();
  await expect(page).not.toHaveURL(/status=/);
  await expect(search.getByLabel('履约状态')).toHaveValue('');

  // A form's 重置 empties it: typed into, and after a POST that came back refused, holding what was posted.
  await page.goto('/check-error');
  const form = page.getByRole('form', { name: '信息纠错' });
  await form.getByLabel('有误的信息').fill('企业名称写错了');
  await form.getByRole('link', { name: '重置' }).click();
  await expect(form.getByLabel('有误的信息')).toHaveValue('');
  await form.getByLabel('有误的信息').fill('X');
  await form.getByLabel('正确的信息').fill('企业名称应为“信达纺织股份有限公司”');
  await form.getByRole('button', { name: '提交', exact: true }).click();
  await expect(form.getByLabel('有误的信息')).toHaveAccessibleDescription(/请至少输入2个字/);
  await expect(form.getByLabel('正确的信息')).toHaveValue('企业名称应为“信达纺织股份有限公司”');
  await form.getByRole('link', { name: '重置' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/check-error' && url.search === '');
  await expect(form.getByLabel('正确的信息')).toHaveValue('');
  await expect(form.getByLabel('有误的信息')).not.toHaveAccessibleDescription(/请至少输入2个字/);
});

test('a visitor sets 关怀版 and the 无障碍 toolbar without script, on the page they were reading', async ({ page, browser }) => {
  await page.goto('/credit-dynamics?pageNo=2');
  const onThePage = (url: URL) => url.pathname === '/credit-dynamics' && url.searchParams.get('pageNo') === '2';
  const bodyText = page.getByRole('main').getByRole('listitem').getByRole('link').first();
  // The text's size as drawn, read once the page that came back has its stylesheets (before them, its text
  // is the browser's 16 px). Each read follows a check that the page is the one that came back.
  const size = async () => {
    await page.waitForLoadState('load');
    return bodyText.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  };
  const kept = keptAccessibilitySettings(page);
  const standard = await size();

  // 关怀版 on and off.
  await page.getByRole('button', { name: '切换到关怀版' }).click();
  await expect(page).toHaveURL(onThePage);
  await expect(page.getByRole('button', { name: '返回标准版' })).toBeVisible();
  expect(await size()).toBeGreaterThan(standard);
  expect(await kept()).toBe('care');
  await page.getByRole('button', { name: '返回标准版' }).click();
  await expect(page.getByRole('button', { name: '切换到关怀版' })).toBeVisible();
  expect(await size()).toBe(standard);

  // 无障碍浏览 opens the toolbar, whose controls each apply at once, on the same page.
  await page.getByRole('button', { name: '无障碍浏览' }).click();
  await expect(page).toHaveURL(onThePage);
  const toolbar = page.getByRole('region', { name: '无障碍工具' });
  await expect(toolbar).toBeVisible();
  await expect(page.getByRole('button', { name: '无障碍浏览' })).toHaveAttribute('aria-expanded', 'true');
  await toolbar.getByRole('button', { name: '放大文字' }).click();
  await expect(toolbar.getByRole('status').first()).toHaveText('125%');
  expect(await size()).toBeGreaterThan(standard);
  await toolbar.getByRole('button', { name: '高对比度' }).click();
  await expect(toolbar.getByRole('button', { name: '高对比度' })).toHaveAttribute('aria-pressed', 'true');
  expect(await kept()).toBe('t125.high.open');
  await expectNoAxeViolationsAsShown(page, browser);
  // 关闭工具条 keeps the settings; 重置 gives back the defaults.
  await toolbar.getByRole('button', { name: '关闭工具条' }).click();
  await expect(toolbar).toHaveCount(0);
  expect(await kept()).toBe('t125.high');
  await page.getByRole('button', { name: '无障碍浏览' }).click();
  await toolbar.getByRole('button', { name: '重置' }).click();
  await expect(toolbar.getByRole('status').first()).toHaveText('100%');
  expect(await size()).toBe(standard);
  expect(await kept()).toBe('open');
});
