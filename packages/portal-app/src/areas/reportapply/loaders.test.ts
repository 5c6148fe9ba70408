import { describe, expect, it, vi } from 'vitest';
import { backEnd, LOGGED_IN, serve } from '../../testing/fakePortal';
import { loaderArgs as args } from '../../testing/loaders';
import { reportApplicationsOf } from '../../creditreports/applications';
import { creditReportLoader } from './loaders';

// The credit-report loaders against a fake back end: what each path answers, which it refuses (403),
// and whether there is a login.
const BASE = '/cmpinternetportalfront/creditreportapply';
const page = (records: unknown[]) => ({ records, total: records.length, current: 1, size: 15 });
const answers: Record<string, unknown> = {
  [`${BASE}/templatePage`]: page([{ id: 'tpl1' }]),
  [`${BASE}/page`]: page([{ id: 'r1', applyNo: 'BGSQ20261120000001' }]),
  [`${BASE}/shareUserList`]: [{ id: 's1', targetName: '示例市某单位' }],
};
vi.mock('#portal', async () => (await import('../../testing/fakePortal')).fakePortalModule);
const { refused, queriesOf } = serve(answers);

describe('the credit-report loaders', () => {
  it('read the page of report types the address asks for, and nothing of the visitor’s without a login', async () => {
    const data = await creditReportLoader(args('/credit-report?pageNo=2&applyPage=3'));
    expect(data.mine).toBeNull();
    expect(queriesOf(`${BASE}/templatePage`)).toEqual([{ pageNo: 2, pageSize: 15 }]);
    expect(queriesOf(`${BASE}/page`)).toEqual([]);
  });

  it('with a login, read my applications by their own names in the address and all the types to apply for', async () => {
    backEnd.state.token = LOGGED_IN;
    const { mine } = await creditReportLoader(args('/credit-report?applyPage=3&applySize=50&applyStatus=%E5%B7%B2%E7%94%9F%E6%88%90'));
    expect(queriesOf(`${BASE}/page`)).toEqual([{ pageNo: 3, pageSize: 50, status: '已生成' }]);
    expect(queriesOf(`${BASE}/templatePage`)).toContainEqual({ pageNo: 1, pageSize: 100 });
    expect(mine?.choices).toHaveLength(1);
    expect(mine?.shares).toBeNull();
  });

  it('start the share records of the application the address opens, and give FORBIDDEN to an account that may not apply', async () => {
    const opened = await reportApplicationsOf(new Request('http://portal.test/user?tab=credit-report-apply&shares=r1'));
    expect(opened.shares?.id).toBe('r1');
    expect(await opened.shares?.list).toHaveLength(1);
    expect(queriesOf(`${BASE}/shareUserList`)).toEqual([{ id: 'r1' }]);

    refused.add(`${BASE}/page`);
    expect((await reportApplicationsOf(new Request('http://portal.test/credit-report'))).applications).toBe('forbidden');
  });
});
