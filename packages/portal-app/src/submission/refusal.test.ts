import { describe, expect, it } from 'vitest';
import { HERE, refusal } from './refusal';

// What the router and the renderer get of a refusal: its data whole, with the status its side needs.
const answered = (result: ReturnType<typeof refusal>) => ({ data: result.data, status: result.init?.status });

describe('a refusal’s answer', () => {
  const refused = { reasonForm: { reason: '材料不全', error: '审核意见不少于5个字' } };

  it('keeps its own status in the browser, so that the router reads no data again', () => {
    expect(answered(refusal(refused, 422, 'browser'))).toEqual({ data: refused, status: 422 });
    expect(answered(refusal(refused, 503, 'browser'))).toEqual({ data: refused, status: 503 });
  });

  it('is the page itself on the server (200), the form with its messages', () => {
    for (const status of [400, 401, 422, 503]) expect(answered(refusal(refused, status, 'server'))).toEqual({ data: refused, status: 200 });
  });

  it('answers for the side its build runs on when none is named', () => {
    expect(HERE).toBe(import.meta.env.SSR ? 'server' : 'browser');
    expect(answered(refusal(refused, 422))).toEqual({ data: refused, status: HERE === 'server' ? 200 : 422 });
  });
});
