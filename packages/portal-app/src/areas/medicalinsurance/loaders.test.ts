import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loaderArgs as args } from '../../testing/loaders';
import { medicalHomeLoader, medicalScoreLoader, medicalStatisticLoader, scoreResultsLoader } from './loaders';

// The medical-insurance loaders against a fake back end: what each path answers.
const SCORES = '/cmpinternetportalfront/medicalinsurance/scoreResult/page';
const answers: Record<string, unknown> = {
  [SCORES]: { records: [], total: 0, current: 1, size: 15, cycle: '2025年度', cycles: ['2025年度', '2024年度'] },
  '/cms/front/articleclassification/getClassificationByName': { id: 'c1' },
  '/cms/front/articleinfo/pageByClassificationId': { records: [{ id: 'a1' }], total: 1, current: 1, size: 1 },
  '/cms/front/articleinfo/detail/{id}': { id: 'a1', title: '评价说明', content: '<p onclick="alert(1)">评价说明正文</p>' },
};
const GET = vi.fn((path: string, _init?: { params?: { query?: unknown } }) =>
  Promise.resolve({ data: { code: 200, msg: 'ok', data: answers[path] }, response: new Response(null, { status: 200 }) }),
);
vi.mock('#portal', () => ({ portal: { api: { GET: (path: string, init?: { params?: { query?: unknown } }) => GET(path, init) } } }));

const queriesOf = (path: string) => GET.mock.calls.filter(([called]) => called === path).map(([, init]) => init?.params?.query);

beforeEach(() => GET.mockClear());

describe('the medical-insurance loaders', () => {
  it('ask for the score results the address searches for, leaving unknown choices out', async () => {
    await scoreResultsLoader(args('/medical-insurance-score-result?keyword=%E5%8C%BB%E9%99%A2&level=C&institutionType=other&cycle=2024%E5%B9%B4%E5%BA%A6&pageNo=2'));
    await scoreResultsLoader(args('/medical-insurance/score-result?level=E'));
    expect(queriesOf(SCORES)).toEqual([
      { pageNo: 2, pageSize: 15, keyword: '医院', cycle: '2024年度', level: 'C' },
      { pageNo: 1, pageSize: 15 },
    ]);
  });

  it('read the statistics of the cycle the address names, and start the bulletins', async () => {
    const data = await medicalStatisticLoader(args('/medical-insurance-statistic?cycle=2024%E5%B9%B4%E5%BA%A6'));
    expect(queriesOf(SCORES)).toEqual([{ pageNo: 1, pageSize: 1, cycle: '2024年度' }]);
    expect((await data.bulletins).records).toHaveLength(1);
  });

  it('read the scheme’s introduction in full, its HTML sanitised, and start the newest levels', async () => {
    const data = await medicalScoreLoader(args('/medical-insurance-score'));
    expect(data.introduction).toEqual({ id: 'a1', title: '评价说明', content: '<p>评价说明正文</p>' });
    expect((await data.levels).cycle).toBe('2025年度');
  });

  it('start every block of the home and the best scores', async () => {
    const data = medicalHomeLoader(args('/medical-insurance'));
    expect(data.blocks.map((block) => block.title)).toEqual(['医保动态', '图片新闻', '医保政策', '医保统计', '监管措施', '典型案例']);
    await Promise.all([...data.blocks.map((block) => block.articles), data.latest]);
    expect(queriesOf(SCORES)).toEqual([{ pageNo: 1, pageSize: 8 }]);
  });
});
