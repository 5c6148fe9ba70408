import { describe, expect, it, vi } from 'vitest';

// A city without the credit-loan and electronic-guarantee sub-sites: the user centre has no panel of theirs.
vi.mock('virtual:city/portal.json', async (importOriginal) => {
  const city = ((await importOriginal()) as { default: { subsites: string[] } }).default;
  return { default: { ...city, subsites: city.subsites.filter((id) => id !== 'creditloan' && id !== 'eleguarantee') } };
});

describe('the user centre’s panels of a city without some sub-sites', () => {
  it('leave out the lists of the sub-sites it lacks, and keep the others', async () => {
    const { CITY_PANELS, PANELS, isPanel } = await import('./panels');
    expect(PANELS).toContain('my-guarantees');
    expect(CITY_PANELS).toEqual(['my-points', 'credit-report-apply', 'message-centre', 'my-account', 'my-messages', 'my-repairs']);
    expect(['my-guarantees', 'my-applications', 'my-collections', 'my-messages'].map(isPanel)).toEqual([false, false, false, true]);
  });
});
