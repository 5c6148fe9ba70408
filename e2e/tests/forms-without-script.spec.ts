import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { captchaCode } from '../playwright.config';
import { loanApplicationReceipt, pdfFile, signOnWithoutScript } from './flows';

// Forms sent as a plain POST, in a browser that runs no script: each is taken by its route's action,
// which checks it as the page would, asks for the 安全验证 as an image and a field, stores its files and
// sends it; the visitor reads the receipt's number and finds the submission again by it.

test.use({ javaScriptEnabled: false });

/** Today, as the date fields take it (Asia/Shanghai, the tests' time zone). */
const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });

/** The value of a select's first option a visitor may choose. */
const firstChoice = async (select: Locator) => (await select.locator('option:not([disabled]):not([value=""])').first().getAttribute('value')) ?? '';

test('an anonymous visitor reports wrong information through the 安全验证 and can look it up by its number', async ({ page }) => {
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
  await form().getByRole('button', { name: '提交', exact: true }).click();
  await expect(form().getByRole('alert').first()).toContainText('请输入图片中的验证码');
  await expect(form().getByRole('img', { name: '验证码图片' })).toBeVisible();
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

test('a visitor reports a dishonesty risk through the 安全验证; the page’s other form is given back, not lost', async ({ page }) => {
  await page.goto('/SXFXJSBG');
  // The progress query is sent by the browser: without a script it comes back filled in.
  const query = () => page.getByRole('form', { name: /进度查询|办理进度/ });
  await query().getByLabel('受理编号').fill('FX202611200001');
  await query().getByRole('button', { name: '查询' }).click();
  await expect(query().getByLabel('受理编号')).toHaveValue('FX202611200001');
  await expect(query().getByRole('alert').filter({ hasText: '表单尚未提交' })).toBeVisible();

  const form = () => page.getByRole('form', { name: '失信风险警示报告' });
  await form().getByLabel('报告人姓名').fill('王小明');
  await form().getByLabel('身份证号码').fill('350302199001011239');
  await form().getByLabel('手机号码').fill('13812345678');
  await form().getByLabel('风险类别').selectOption({ index: 1 });
  await form().getByLabel('风险情况描述').fill('某公司以高息为诱饵向社会公众吸收资金，已有多名群众无法收回本金（未启用脚本提交）。');
  await form().getByLabel(/本人承诺所报告内容真实/).check();
  await form().getByRole('button', { name: '提交', exact: true }).click();
  await expect(form().getByRole('img', { name: '验证码图片' })).toBeVisible();
  await form().getByLabel('验证码').fill(captchaCode);
  await form().getByRole('button', { name: '提交', exact: true }).click();

  const receipt = page.getByRole('status', { name: '报告已受理' });
  await expect(receipt).toBeVisible();
  const trackingNo = ((await receipt.locator('span').first().textContent()) ?? '').trim();
  expect(trackingNo).toMatch(/^[A-Z]{2}\d{12}$/);
  // The progress query starts with the new number.
  await expect(query().getByLabel('受理编号')).toHaveValue(trackingNo);
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

test('an enterprise declares an honour with its certificate and finds it in 我的信用申报', async ({ page }) => {
  await signOnWithoutScript(page, 'qiye');
  await page.goto('/service-credit-declare');
  const form = () => page.getByRole('form', { name: '信用申报' });
  await form().getByRole('radio', { name: /荣誉类/ }).check();
  await form().getByLabel('事项名称').fill('守合同重信用企业（未启用脚本提交）');
  await form().getByLabel('颁发（认定）单位').fill('市市场监督管理局');
  await form().getByLabel('颁发日期').fill(today());
  await form().getByLabel('联系人').fill('林建国');
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
