import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActionFunctionArgs } from 'react-router';
import { answered } from '../testing/loaders';
import { clueLookupAction } from './ClueLookup';
import type { LookupAnswer } from './SubmissionLookup';

// A clue's lookup sent without the page's script (the inquiries and the detail pages), against a fake
// back end that knows one clue with one phone.
const progress = { trackingNo: 'XS202611290001', title: '某食品店', status: '待受理', submitTime: '2026-11-29 09:00:00' };
const detail = { ...progress, clueType: '食品', targetName: '某食品店', address: '东城区', description: '销售过期食品', anonymous: false, fileCount: 0 };
const notFound = { data: { code: 4040, msg: '请求的资源不存在' }, response: new Response(null, { status: 200 }) };
const GET = vi.fn((path: string, init: { params: { query: { verifier: string } } }) => {
  if (init.params.query.verifier !== '13805941234') return Promise.resolve(notFound);
  return Promise.resolve(answered(path.endsWith('/detail') ? detail : progress));
});
vi.mock('#portal', () => ({ portal: { tokenStore: { get: () => null }, api: { GET: (path: string, init: never) => GET(path, init) } } }));

const posted = (fields: Record<string, string>) =>
  ({ request: new Request('http://portal.test/safe-inquire', { method: 'POST', body: new URLSearchParams(fields) }), params: {}, context: {} }) as ActionFunctionArgs;
const answerOf = (result: unknown) => (result as { data: { lookup: LookupAnswer } }).data.lookup;

beforeEach(() => {
  GET.mockClear();
});

describe('a clue looked up without the page’s script', () => {
  it('gives the page its progress and its detail, read with the second factor', async () => {
    const answer = answerOf(await clueLookupAction(posted({ trackingNo: 'xs202611290001', verifier: ' 13805941234 ' })));
    expect(answer.found).toEqual({ progress, detail });
    expect(GET).toHaveBeenLastCalledWith('/cmpinternetportalfront/columnclues/detail', { params: { query: { trackingNo: 'XS202611290001', verifier: '13805941234' } } });
  });

  it('answers a wrong phone like an unknown number, with nothing of the clue', async () => {
    const answer = answerOf(await clueLookupAction(posted({ trackingNo: 'XS202611290001', verifier: '13805940000' })));
    expect(answer.found).toBeUndefined();
    expect(answer.message).toContain('未查询到相关办件');
  });

  it('checks the number as the page does before asking anything', async () => {
    const answer = answerOf(await clueLookupAction(posted({ trackingNo: 'XS2026', verifier: '13805941234' })));
    expect(Object.keys(answer.errors ?? {})).toEqual(['trackingNo']);
    expect(GET).not.toHaveBeenCalled();
  });
});
