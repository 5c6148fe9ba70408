import { describe, expect, it } from 'vitest';
import { breakpoints, breakpointWidths, sharedTokens } from './tokens';

const widthIn = (query: string) => Number(/max-width: ([\d.]+)px/.exec(query)?.[1]);

describe('the side column’s breakpoint', () => {
  it('hides a fixed column wherever the margin beside the content is under 56 px (8 px from the edge and from the content)', () => {
    const content = parseFloat(sharedTokens.size.contentWidth);
    const margin = (screen: number) => (screen - content) / 2 - 16;
    const below = widthIn(breakpoints.belowSideColumn);
    expect(margin(Math.ceil(below))).toBeGreaterThanOrEqual(56);
    expect(below).toBeGreaterThan(breakpointWidths.lg);
  });

  it('leaves no width between the two sides (a fractional window is on one of them)', () => {
    const below = widthIn(breakpoints.belowSideColumn);
    expect(Math.ceil(below) - below).toBeCloseTo(0.02);
  });
});
