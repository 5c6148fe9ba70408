import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loaderArgs as args } from '../../testing/loaders';
import { repairArticleLoader, repairGuideLoader, repairHubLoader, riskReportLoader } from './loaders';

// The credit-repair loaders against a fake back end: what each path answers, and whether there is a login.
const page = (records: unknown[]) => ({ records, total: records.length, current: 1, size: 15 });
const answers: Record<string, unknown> = {
  '/dict/dictionary/getDataDictionaryListByParentCode': [{ dictCode: 'abnormal', dictLabel: '经营异常名录信用修复' }],
  '/cms/front/articleclassification/getClassificationByName': { id: 'c1' },
  '/cms/front/articleinfo/pageByClassificationId': page([{ id: 'a2' }, { id: 'a1' }]),
  '/cms/front/articleinfo/detail/{id}': { id: 'a1', title: '信用修复申请材料', content: '<p>申请材料</p><img src="x" onerror="alert(1)" alt="">' },
  '/cmpinternetportalfront/riskpersondeclare/infoPage': page([{ trackingNo: 'FX202611200001' }]),
  '/cmpinternetportalfront/creditrepair/myRecords': [
    { recordId: '593', documentNo: '示市监罚〔2026〕235号', applicationStatus: null, applyNo: null },
    { recordId: '594', documentNo: '示市监罚〔2026〕236号', applicationStatus: '待审核', applyNo: 'XYXF202611200001' },
  ],
};
let token: { token_type: string; access_token: string } | null = null;
const GET = vi.fn((path: string, init?: { params?: { query?: unknown; path?: { id?: string } } }) =>
  Promise.resolve({
    data: { code: 200, msg: 'ok', data: path.endsWith('{id}') ? { ...(answers[path] as object), id: init?.params?.path?.id } : answers[path] },
    response: new Response(null, { status: 200 }),
  }),
);
vi.mock('#portal', () => ({
  portal: { api: { GET: (path: string, init?: { params?: { query?: unknown } }) => GET(path, init) }, tokenStore: { get: () => token } },
}));

const queriesOf = (path: string) => GET.mock.calls.filter(([called]) => called === path).map(([, init]) => init?.params?.query);

beforeEach(() => {
  GET.mockClear();
  token = null;
});

describe('the credit-repair loaders', () => {
  it('start the hub’s kinds and newest news without waiting for them', async () => {
    const { hub } = repairHubLoader(args('/credit-repair'));
    const data = await hub;
    expect(data.types).toHaveLength(1);
    expect(data.news.map((a) => a.id)).toEqual(['a2', 'a1']);
    expect(queriesOf('/cms/front/articleinfo/pageByClassificationId')).toEqual([{ classificationId: 'c1', pageNo: 1, pageSize: 6 }]);
  });

  it('read one article by its id, its HTML sanitised, and answer 404 without one', async () => {
    const article = await repairArticleLoader(args('/repairDetail?id=a1'));
    expect([article.id, article.content]).toEqual(['a1', '<p>申请材料</p><img src="x" alt="" loading="lazy">']);
    const missing = await repairArticleLoader(args('/repairDetail')).catch((error: unknown) => error);
    expect(missing instanceof Response && missing.status).toBe(404);
  });

  it('read the application guide in full, oldest first, its HTML sanitised', async () => {
    const { guide } = await repairGuideLoader(args('/wanna-repair'));
    expect((await guide).map((a) => [a.id, a.content])).toEqual([
      ['a1', '<p>申请材料</p><img src="x" alt="" loading="lazy">'],
      ['a2', '<p>申请材料</p><img src="x" alt="" loading="lazy">'],
    ]);
  });

  it('read the records an online repair application may choose only with a login', async () => {
    const { records } = await repairGuideLoader(args('/wanna-repair'));
    expect(records).toBeNull();
    expect(queriesOf('/cmpinternetportalfront/creditrepair/myRecords')).toEqual([]);
  });

  it('choose the record a page’s 申请信用修复 named, only among the visitor’s own, and nothing for any other id', async () => {
    expect((await repairGuideLoader(args('/wanna-repair?record=593'))).chosen).toBeNull();
    token = { token_type: 'Bearer', access_token: 't' };
    expect((await repairGuideLoader(args('/wanna-repair?record=593'))).chosen?.documentNo).toBe('示市监罚〔2026〕235号');
    // One waiting for a decision is named too: the form says so instead of offering it.
    expect((await repairGuideLoader(args('/wanna-repair?record=594'))).chosen?.applyNo).toBe('XYXF202611200001');
    for (const address of ['/wanna-repair?record=999', '/wanna-repair?record=', '/wanna-repair?record=%3Cscript%3E', '/wanna-repair']) {
      expect((await repairGuideLoader(args(address))).chosen, address).toBeNull();
    }
  });

  it('read the visitor’s own reports only with a login, the page of the address', async () => {
    const anonymous = await riskReportLoader(args('/SXFXJSBG?pageNo=2'));
    expect(anonymous.mine).toBeNull();
    expect(queriesOf('/cmpinternetportalfront/riskpersondeclare/infoPage')).toEqual([]);
    expect(await anonymous.warnings).toHaveLength(2);

    token = { token_type: 'Bearer', access_token: 't' };
    const signedIn = await riskReportLoader(args('/SXFXJSBG?pageNo=2'));
    expect(signedIn.mine?.records).toHaveLength(1);
    expect(queriesOf('/cmpinternetportalfront/riskpersondeclare/infoPage')).toEqual([{ pageNo: 2, pageSize: 15 }]);
  });
});
