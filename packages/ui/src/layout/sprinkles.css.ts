import { createVar } from '@vanilla-extract/css';
import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

/**
 * The atomic classes under the layout primitives (Box, Stack, Inline, Columns, Tiles). Every class is
 * in every page's stylesheet, so the set is the smallest that lays a page out: display, flex direction,
 * alignment, gaps and grid columns may change at the theme's named breakpoints (each such value costs
 * four classes); padding, justification, wrapping and text alignment hold at every width.
 */

/** The theme's spacing scale, and none. */
export const space = { none: '0', ...vars.space } as const;
export type Space = keyof typeof space;
export const spaceNames = Object.keys(space) as Space[];

/** The gap a flex box or grid was given, for its items' widths (a Column's fraction of the row). */
export const gapVar = createVar();

const gaps = Object.fromEntries(
  Object.entries(space).map(([name, value]) => [name, { gap: value, vars: { [gapVar]: value } }]),
) as Record<Space, { gap: string; vars: Record<string, string> }>;

/** Mobile-first: `base` holds at every width, each named breakpoint of the theme from its width up. */
const responsiveProperties = defineProperties({
  conditions: {
    base: {},
    sm: { '@media': media.from('sm') },
    md: { '@media': media.from('md') },
    lg: { '@media': media.from('lg') },
  },
  defaultCondition: 'base',
  properties: {
    display: ['none', 'block', 'flex', 'grid'],
    flexDirection: ['row', 'column'],
    alignItems: { start: 'flex-start', center: 'center', end: 'flex-end', stretch: 'stretch', baseline: 'baseline' },
    gap: gaps,
    /** Equal columns that never overflow (minmax(0, 1fr)): a long word wraps inside its column. */
    gridTemplateColumns: {
      1: 'minmax(0, 1fr)',
      2: 'repeat(2, minmax(0, 1fr))',
      3: 'repeat(3, minmax(0, 1fr))',
      4: 'repeat(4, minmax(0, 1fr))',
    },
  },
});

const fixedProperties = defineProperties({
  properties: {
    justifyContent: { start: 'flex-start', center: 'center', end: 'flex-end', between: 'space-between' },
    flexWrap: ['wrap', 'nowrap'],
    textAlign: ['left', 'center', 'right'],
    /**
     * An item of a row: `fill` takes the room the others leave (at least 15em, shrinking on a phone),
     * `fillTwice` twice a `fill`'s share and at least 30em (a field holding two, such as a range of
     * dates), `content` its content's width.
     */
    flex: { fill: { flex: '1 1 15em', minWidth: 0 }, fillTwice: { flex: '2 1 30em', minWidth: 0 }, content: { flex: '0 1 auto', minWidth: 0 } },
    /** An item of a grid (Tiles, a form's columns) that takes the whole row: a long field, a note. */
    gridColumn: { full: '1 / -1' },
    paddingBlock: space,
    paddingInline: space,
  },
  shorthands: { padding: ['paddingBlock', 'paddingInline'] },
});

/**
 * Exported as `atoms`: the same classes for an element that is not a Box (a Field in a row of filters, a
 * field across a form's columns): `<Field className={atoms({ flex: 'fill' })}>`, `atoms({ gridColumn: 'full' })`.
 */
export const sprinkles = createSprinkles(responsiveProperties, fixedProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];

/** A value that may change at the theme's breakpoints: one value, or one per breakpoint from `base` up. */
export type Responsive<T> = T | Partial<Record<'base' | 'sm' | 'md' | 'lg', T>>;

