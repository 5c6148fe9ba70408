import { describe, expect, it, vi } from 'vitest';
import { backEnd, LOGGED_IN, serve } from '../../testing/fakePortal';
import { loaderArgs as args } from '../../testing/loaders';
import { myPointsOf } from '../../creditpoints/myPoints';
import { declareLegalLoader, declarePersonLoader } from './loaders';

// The points loaders against a fake back end: what each path answers, which it refuses (403), and
// whether there is a login.
const ENTERPRISE = '/integralfront/api/integralapplyrecenterprise';
const PERSON = '/integralfront/api/integralapplyrecperson';
const page = (records: unknown[]) => ({ records, total: records.length, current: 1, size: 15 });
const answers: Record<string, unknown> = {
  enterprisetab: [{ value: '纳税守信', label: '纳税守信', targetCount: 3 }],
  naturetab: [{ value: '志愿服务', label: '志愿服务', targetCount: 2 }],
  targetList: page([{ id: 't1' }]),
  sbTargetList: [{ id: 't1', declarable: true }],
  declarelist: page([{ id: '7' }]),
  'detail/{id}': { id: '7', declareNo: 'JFQY20261120000001' },
  'declareDetail/{id}': { steps: [] },
  mynaturepointquery: { totalPoints: 120, history: page([]) },
};
vi.mock('#portal', async () => (await import('../../testing/fakePortal')).fakePortalModule);
// Both schemes' paths answer by the operation's name.
const { refused, queriesOf } = serve(answers, (path) => path.replace(/^\/integralfront\/api\/integralapplyrec(enterprise|person)\//, ''));

describe('the points loaders', () => {
  it('read the scheme’s categories and the targets the address asks for, and nothing of the visitor’s without a login', async () => {
    const data = await declareLegalLoader(args('/declare-Legal?category=%E7%BA%B3%E7%A8%8E%E5%AE%88%E4%BF%A1&keyword=A%E7%BA%A7&pageNo=2'));
    expect(data.tabs).toHaveLength(1);
    expect(data.mine).toBeNull();
    expect(queriesOf(`${ENTERPRISE}/targetList`)).toEqual([{ pageNo: 2, pageSize: 15, category: '纳税守信', keyword: 'A级' }]);
    expect(queriesOf(`${ENTERPRISE}/sbTargetList`)).toEqual([]);
    await declarePersonLoader(args('/declare-person'));
    expect(queriesOf(`${PERSON}/targetList`)).toEqual([{ pageNo: 1, pageSize: 15 }]);
  });

  it('with a login, read my declarations by their own names in the address and open the one it names', async () => {
    backEnd.state.token = LOGGED_IN;
    const { mine } = await declareLegalLoader(args('/declare-Legal?pageNo=3&declPage=2&declStatus=%E5%B7%B2%E9%80%9A%E8%BF%87&declaration=7'));
    expect(queriesOf(`${ENTERPRISE}/declarelist`)).toEqual([{ pageNo: 2, pageSize: 15, status: '已通过' }]);
    expect(mine?.declarable).toHaveLength(1);
    expect(mine?.opened?.id).toBe('7');
    expect((await mine?.opened?.detail)?.declaration.declareNo).toBe('JFQY20261120000001');
  });

  it('give FORBIDDEN for what the account’s type may not use, so the page says who may', async () => {
    backEnd.state.token = LOGGED_IN;
    refused.add('sbTargetList').add('declarelist');
    const { mine } = await declareLegalLoader(args('/declare-Legal'));
    expect(mine).toEqual({ declarable: 'forbidden', declarations: 'forbidden', opened: null });
  });

  it('read the points of the scheme of the account’s user type, the history’s page of the address', async () => {
    const person = await myPointsOf(new Request('http://portal.test/user?tab=my-points&pointsPage=2&pointsSize=50'), 1);
    expect(person.scheme.kind).toBe('person');
    expect(queriesOf(`${PERSON}/mynaturepointquery`)).toEqual([{ pageNo: 2, pageSize: 50 }]);
    refused.add('mynaturepointquery');
    expect((await myPointsOf(new Request('http://portal.test/user?tab=my-points'), 3)).points).toBe('forbidden');
  });
});
