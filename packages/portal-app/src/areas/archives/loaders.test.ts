import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loaderArgs as args } from '../../testing/loaders';
import { archiveLoader } from './loaders';
import { tabOf, tabSearch } from './tabs';

// The archive's loader against a fake back end: what each path answers.
const CODE = '913503004P6D6YYD87';
const answers: Record<string, unknown> = {
  '/cmpinternetportalfront/archives/search/getFormatCreditReportData': { reportNo: 'XYBG-20261122-7K3Q9M', sections: [] },
  '/cmpinternetportalfront/archives/search/getCreditReportSectionPage': { key: 'penalties', records: [], total: 0, current: 2, size: 15 },
};
const GET = vi.fn((path: string, _init?: { params?: { query?: unknown } }) =>
  Promise.resolve({ data: { code: 200, msg: 'ok', data: answers[path] }, response: new Response(null, { status: 200 }) }),
);
vi.mock('#portal', () => ({ portal: { api: { GET: (path: string, init?: { params?: { query?: unknown } }) => GET(path, init) } } }));

const queriesOf = (path: string) => GET.mock.calls.filter(([called]) => called === path).map(([, init]) => init?.params?.query);

beforeEach(() => GET.mockClear());

describe('the archive’s tabs in the address', () => {
  it('read the tab the address names, and the first tab for none or an unknown one', () => {
    expect(tabOf(new URLSearchParams('tab=dishonesty'))).toBe('dishonesty');
    expect(tabOf(new URLSearchParams('tab=salaries'))).toBe('permits');
    expect(tabOf(new URLSearchParams(''))).toBe('permits');
  });

  it('open a tab at its first page, keeping the subject, and leave the first tab out of the address', () => {
    const here = new URLSearchParams(`creditCode=${CODE}&tab=penalties&pageNo=3&pageSize=20`);
    expect(tabSearch(here, 'contractPerformance').toString()).toBe(`creditCode=${CODE}&tab=contractPerformance&pageSize=20`);
    expect(tabSearch(here, 'permits').toString()).toBe(`creditCode=${CODE}&pageSize=20`);
  });
});

describe('the archive’s loader', () => {
  it('reads the report and the page of the chosen tab', async () => {
    const data = await archiveLoader(args(`/enterprise-detail?creditCode=${CODE.toLowerCase()}&tab=penalties&pageNo=2`));
    expect(data.tab).toBe('penalties');
    expect(data.records.current).toBe(2);
    expect(queriesOf('/cmpinternetportalfront/archives/search/getFormatCreditReportData')).toEqual([{ creditCode: CODE }]);
    expect(queriesOf('/cmpinternetportalfront/archives/search/getCreditReportSectionPage')).toEqual([{ creditCode: CODE, section: 'penalties', pageNo: 2, pageSize: 15 }]);
  });

  it('asks for the first tab when the address names an unknown one', async () => {
    await archiveLoader(args(`/enterprise-detail?creditCode=${CODE}&tab=bogus`));
    expect(queriesOf('/cmpinternetportalfront/archives/search/getCreditReportSectionPage')).toEqual([{ creditCode: CODE, section: 'permits', pageNo: 1, pageSize: 15 }]);
  });

  it('calls nothing and ends with 404 without a code', async () => {
    const refused = await archiveLoader(args('/enterprise-detail')).catch((error: unknown) => error);
    expect(refused instanceof Response && refused.status).toBe(404);
    expect(GET).not.toHaveBeenCalled();
  });
});
