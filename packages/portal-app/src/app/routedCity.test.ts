import { describe, expect, it, vi } from 'vitest';

// A city without the free-trade-area sub-site: what the table says of its addresses (app/routed.ts).
vi.mock('virtual:city/portal.json', async (importOriginal) => {
  const city = ((await importOriginal()) as { default: { subsites: string[] } }).default;
  return { default: { ...city, subsites: city.subsites.filter((id) => id !== 'freetradearea') } };
});

describe('the table of a city without a sub-site', () => {
  it('leads nowhere at the sub-site’s addresses, and everywhere else as before', async () => {
    const { isRouted, routeIdOf, areaOf } = await import('./routed');
    expect(isRouted('/free-trade-area')).toBe(false);
    expect(routeIdOf('/free-trade-area')).toBeUndefined();
    expect(areaOf('/free-trade-area')).toBeUndefined();
    expect(isRouted('/credit-dynamics')).toBe(true);
    expect(routeIdOf('/Credit-Dynamics/')).toBe('/credit-dynamics');
  });
});
