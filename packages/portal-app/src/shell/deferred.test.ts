import { describe, expect, it } from 'vitest';
import { PortalError } from '@credit-portal/api-client';
import { settleStreamed } from './deferred';

describe('settleStreamed, the server settling what a loader streams', () => {
  it('settles promises nested in objects and lists, and shows a failure as its catalogue message', async () => {
    const data = {
      page: { records: [{ id: '1', title: '信用动态' }], total: 1 },
      columns: [
        { name: '通知公告', articles: Promise.resolve([{ id: '2' }]) },
        { name: '政策法规', articles: Promise.reject(new PortalError('network')) },
      ],
    };
    expect(await settleStreamed(data)).toEqual({
      page: { records: [{ id: '1', title: '信用动态' }], total: 1 },
      columns: [
        { name: '通知公告', articles: [{ id: '2' }] },
        { name: '政策法规', articles: { streamedFailure: '网络异常，请稍后重试' } },
      ],
    });
  });

  it('takes an answer without promises as it is', async () => {
    const page = { records: [{ id: '1', releaseTime: '2026-11-27 10:00:00' }], total: 1, size: 15, current: 1 };
    expect(await settleStreamed(page)).toBe(page);
    expect(await settleStreamed(null)).toBeNull();
  });
});
