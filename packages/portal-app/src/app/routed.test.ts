import { describe, expect, it } from 'vitest';
import { isRouted } from './routed';

describe('isRouted', () => {
  it('knows the pages of the table, with or without a query', () => {
    expect(isRouted('/home')).toBe(true);
    expect(isRouted('/credit-dynamics?pageNo=2')).toBe(true);
    expect(isRouted('/red-list/index')).toBe(true);
  });

  it('does not count what only the /404 fallback would catch', () => {
    expect(isRouted('/no-such-page')).toBe(false);
    expect(isRouted('/credit-dynamics/extra')).toBe(false);
  });
});
