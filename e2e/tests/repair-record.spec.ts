import { operator as operatorName } from '../city';
import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { authorizationOf, operatorLogin, signOnFrom, submitRepairApplication } from './flows';

// 申请信用修复 from the record (a penalty's detail, the archive's 行政处罚 tab) into the online application with
// the record chosen, and the operators' list of applications: search, filter, the application's history
// and the CSV export. Each flow crosses two logins and several pages.
test.slow();
// Both flows open the demo enterprise's oldest penalty (it has two; repairprogram.spec.ts applies for the
// newest): the archive's flow only opens the form, the detail's applies and has it accepted.
test.describe.configure({ mode: 'serial' });

interface MyRecord {
  recordId: string;
  documentNo: string;
  applicationStatus: string | null;
}
interface Penalty {
  id: string;
  resourceId: string;
  creditCode: string;
  documentNo: string;
}

/** The demo enterprise's penalties that its online application offers, after its single sign-on in `page`. */
async function myRecords(page: Page, request: APIRequestContext): Promise<MyRecord[]> {
  const cookie = await signOnFrom(page, '/wanna-repair', 'qiye');
  const answer = await request.get('/api/cmpinternetportalfront/creditrepair/myRecords', { headers: authorizationOf(cookie) });
  const records = ((await answer.json()) as { data: MyRecord[] }).data.filter((record) => record.applicationStatus !== '待审核');
  expect(records.length, 'the demo enterprise has publicised penalties to repair').toBeGreaterThan(0);
  return records;
}

/** The demo enterprise's oldest penalty it may apply for (newest first in myRecords). */
const oldestOf = (records: MyRecord[]): MyRecord => records[records.length - 1] as MyRecord;

/** The public record of a penalty (its resource and its holder's code), found by its decision number. */
async function penaltyOf(request: APIRequestContext, record: MyRecord): Promise<Penalty> {
  const answer = await request.get(`/api/cmpinternetportalfront/doublepublicity/getPunishList?pageSize=100&keyword=${encodeURIComponent(record.documentNo)}`);
  const found = ((await answer.json()) as { data: { columnShowList: { records: Penalty[] } } }).data.columnShowList.records.find((r) => r.id === record.recordId);
  expect(found, 'the record is on the public list').toBeDefined();
  return found as Penalty;
}

test('from the archive’s 行政处罚 tab, 申请信用修复 opens the form on that row’s record; an unknown record chooses nothing, without an error', async ({ page, request }) => {
  const records = await myRecords(page, request);
  const record = oldestOf(records);
  const penalty = await penaltyOf(request, record);

  // An address naming no record of the visitor's: the form opens with nothing chosen, and no error.
  await page.goto('/wanna-repair?record=999999999');
  const form = page.getByRole('form', { name: '信用修复申请' });
  await expect(form.getByLabel('处罚记录')).toHaveValue('');
  // The form's live regions stand empty: no message of any kind.
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);

  await page.goto(`/enterprise-detail?creditCode=${penalty.creditCode}&tab=penalties&pageSize=100`);
  await expect(page.getByRole('tablist', { name: '信用记录' }).getByRole('tab', { name: /行政处罚/ })).toHaveAttribute('aria-selected', 'true');
  const link = page.getByRole('link', { name: `申请信用修复 ${record.documentNo}` });
  await expect(link).toBeVisible();
  await expectNoAxeViolations(page);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/wanna-repair\\?record=${penalty.id}$`));
  await expect(form.getByLabel('处罚记录')).toHaveValue(penalty.id);
  await expectNoAxeViolations(page);
});

test('from a penalty’s detail, 申请信用修复 opens the form on that record; the operator finds the application by search and filter, accepts it, reads its history and exports it', async ({ page, browser, request }) => {
  const records = await myRecords(page, request);
  const record = oldestOf(records);
  const penalty = await penaltyOf(request, record);

  await page.goto(`/license-punishment-detail?dataId=${penalty.id}&type=2&resourceId=${penalty.resourceId}`);
  await expect(page.getByRole('heading', { level: 2, name: /：行政处罚信息$/ })).toBeVisible();
  await page.getByRole('link', { name: '申请信用修复' }).click();
  await expect(page).toHaveURL(new RegExp(`/wanna-repair\\?record=${penalty.id}$`));
  const form = page.getByRole('form', { name: '信用修复申请' });
  await expect(form.getByLabel('处罚记录')).toHaveValue(penalty.id);
  await expect(form.getByLabel('处罚记录').locator('option:checked')).toHaveText(new RegExp(`^${record.documentNo.replace(/[()〔〕[\]]/g, '.')}`));
  await expectNoAxeViolations(page);
  const applyNo = await submitRepairApplication(page, '已于处罚决定作出后缴清全部罚款，完成整改并建立了食品安全管理制度。');

  // The record waits for a decision: its detail and its archive row no longer offer a second application,
  // and the form, opened on it again, says why it is not offered.
  await page.goto(`/license-punishment-detail?dataId=${penalty.id}&type=2&resourceId=${penalty.resourceId}`);
  await expect(page.getByRole('heading', { level: 2, name: /：行政处罚信息$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: '申请信用修复' })).toHaveCount(0);
  await page.goto(`/enterprise-detail?creditCode=${penalty.creditCode}&tab=penalties&pageSize=100`);
  const row = page.getByRole('row', { name: new RegExp(record.documentNo) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('link', { name: /申请信用修复/ })).toHaveCount(0);
  await page.goto(`/wanna-repair?record=${penalty.id}`);
  await expect(page.getByRole('status').filter({ hasText: applyNo })).toContainText('已有待审核的修复申请');

  // The operator, in a browser of its own: every application, searched by the decision number and filtered to the pending ones.
  const operatorContext = await browser.newContext({ acceptDownloads: true });
  const operator = await operatorContext.newPage();
  await operator.goto('/repair-program-applications');
  await operatorLogin(operator, '/repair-program-applications');
  await expect(operator.getByRole('heading', { level: 1, name: '修复申请' })).toBeVisible();
  const table = operator.getByRole('table', { name: '信用修复申请' });
  await expect(table.getByRole('row', { name: /已驳回/ }).first()).toBeVisible();
  const filters = operator.getByRole('search', { name: '筛选修复申请' });
  await filters.getByRole('searchbox', { name: '关键词' }).fill(record.documentNo);
  await filters.getByRole('combobox', { name: '审核状态' }).selectOption('待审核');
  await filters.getByRole('button', { name: '查询' }).click();
  await expect(operator).toHaveURL(/status=%E5%BE%85%E5%AE%A1%E6%A0%B8/);
  await expect(operator).toHaveURL(/keyword=/);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row', { name: new RegExp(applyNo) })).toContainText('待审核');
  await expectNoAxeViolations(operator);
  // Filtered to the accepted ones, the pending application is not there.
  await filters.getByRole('combobox', { name: '审核状态' }).selectOption('已通过');
  await filters.getByRole('button', { name: '查询' }).click();
  await expect(operator.getByText('没有符合条件的修复申请')).toBeVisible();

  // Found by its number, opened, noted and accepted.
  await filters.getByRole('searchbox', { name: '关键词' }).fill(applyNo);
  await filters.getByRole('combobox', { name: '审核状态' }).selectOption('');
  await filters.getByRole('button', { name: '查询' }).click();
  await table.getByRole('link', { name: applyNo }).click();
  await expect(operator.getByRole('heading', { level: 1, name: '修复申请详情' })).toBeVisible();
  const note = operator.getByRole('form', { name: `备注修复申请 ${applyNo}` });
  await note.getByLabel('备注').fill('已电话核实罚款缴纳凭证');
  await note.getByRole('button', { name: '添加备注' }).click();
  const history = operator.getByRole('table', { name: '办理记录' });
  await expect(history.getByRole('row', { name: /备注/ })).toContainText(operatorName('xfcz01'));
  const decision = operator.getByRole('form', { name: `审核修复申请 ${applyNo}` });
  await decision.getByLabel('审核意见').fill('材料齐全，已履行处罚决定，准予信用修复');
  await decision.getByRole('button', { name: '通过并撤销公示' }).click();
  await expect(decision).toHaveCount(0);

  // The history: each step with who, when and why, in order.
  const rows = history.getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText('提交申请');
  await expect(rows.nth(1)).toContainText('申请人 林建国');
  await expect(rows.nth(1)).toContainText('已于处罚决定作出后缴清全部罚款');
  await expect(rows.nth(1)).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  await expect(rows.nth(2)).toContainText('已电话核实罚款缴纳凭证');
  await expect(rows.nth(3)).toContainText('通过');
  await expect(rows.nth(3)).toContainText(`工作人员 ${operatorName('xfcz01')}`);
  await expect(rows.nth(3)).toContainText('已通过');
  await expect(rows.nth(3)).toContainText('材料齐全，已履行处罚决定，准予信用修复');
  await expect(rows.nth(3)).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  await expectNoAxeViolations(operator);

  // The list filtered to the accepted ones holds it, and so does their export, with the BOM Excel needs.
  await operator.getByRole('navigation', { name: '信用修复管理菜单' }).getByRole('link', { name: '修复申请' }).click();
  await filters.getByRole('combobox', { name: '审核状态' }).selectOption('已通过');
  await filters.getByRole('button', { name: '查询' }).click();
  await expect(table.getByRole('row', { name: new RegExp(applyNo) })).toContainText(operatorName('xfcz01'));
  const downloading = operator.waitForEvent('download');
  await operator.getByRole('button', { name: '导出当前筛选结果（CSV）' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^信用修复申请\d{8}\.csv$/);
  const bytes = fs.readFileSync((await download.path()) ?? '');
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').trim().split('\r\n');
  expect(lines[0]).toContain('申请编号,状态,申请主体');
  const line = lines.find((l) => l.startsWith(`${applyNo},`));
  expect(line).toContain('已通过');
  expect(line).toContain(record.documentNo);
  expect(line).toContain(operatorName('xfcz01'));
  expect(lines.slice(1).every((l) => l.split(',')[1] === '已通过')).toBe(true);
  await operatorContext.close();

  // Accepted: the record's publicity ended, so its detail is gone.
  const gone = await request.get(`/api/cmpinternetportalfront/doublepublicity/detail?dataId=${penalty.id}&type=2&resourceId=${penalty.resourceId}`);
  expect(((await gone.json()) as { code: number }).code).toBe(4040);
});
