import { describe, expect, it } from 'vitest';
import { daysAgo, today, yearsLater } from './dates';

describe('form dates (China Standard Time)', () => {
  it('is already the next day in Beijing while UTC is still on the previous one', () => {
    // 2026-11-29 17:30 UTC is 2026-11-30 01:30 in Beijing.
    expect(today(Date.UTC(2026, 10, 29, 17, 30))).toBe('2026-11-30');
    expect(today(Date.UTC(2026, 10, 29, 15, 59))).toBe('2026-11-29');
  });

  it('counts days back from the day in Beijing', () => {
    expect(daysAgo(30, Date.UTC(2026, 10, 29, 17, 30))).toBe('2026-10-31');
    expect(daysAgo(365, Date.UTC(2026, 0, 1, 0, 0))).toBe('2025-01-01');
  });

  it('keeps the day years later, a leap day becoming 28 February', () => {
    expect(yearsLater('2026-11-30', 3)).toBe('2029-11-30');
    expect(yearsLater('2028-02-29', 1)).toBe('2029-02-28');
  });
});
