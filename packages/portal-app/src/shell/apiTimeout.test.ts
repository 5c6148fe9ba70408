import { describe, expect, it } from 'vitest';
import { API_TIMEOUT_MS, API_TIMEOUT_SETTING, apiTimeoutMs } from './apiTimeout';

const storage = (value: string | null) => ({ getItem: (key: string) => (key === API_TIMEOUT_SETTING ? value : null) });

describe('apiTimeoutMs', () => {
  it('is 30 s without the setting (spec §9)', () => {
    expect(API_TIMEOUT_MS).toBe(30_000);
    expect(apiTimeoutMs(storage(null))).toBe(30_000);
    expect(apiTimeoutMs(undefined)).toBe(30_000);
  });

  it('takes a shorter whole number of milliseconds from the tab’s setting', () => {
    expect(apiTimeoutMs(storage('1500'))).toBe(1500);
  });

  it('never lengthens it, and ignores what is not a positive whole number', () => {
    for (const value of ['60000', '30000', '0', '-5', '1.5', 'abc', '']) expect(apiTimeoutMs(storage(value))).toBe(30_000);
  });

  it('falls back to 30 s when the storage refuses', () => {
    expect(apiTimeoutMs({ getItem: () => { throw new Error('denied'); } })).toBe(30_000);
  });
});
