import { createVar, globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { toneColors } from '../../theme/tokens';

const tone = createVar();

export const notice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  border: `1px solid ${vars.color.border}`,
  borderInlineStartWidth: 4,
  borderInlineStartColor: tone,
  borderRadius: vars.radius.md,
  // A tint of the kind's colour over the surface, so it follows the surface in every mode (black in high
  // contrast); a browser without color-mix() shows the plain surface.
  background: [vars.color.surface, `color-mix(in srgb, ${tone} 8%, ${vars.color.surface})`],
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
});

export const tones = styleVariants(toneColors, (color) => ({ vars: { [tone]: color } }));

/** The kind's sign (i, ✓, !, ×) in white on its colour: the kind is told by a shape too, not by colour alone. */
export const sign = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: '0 0 auto',
  width: '1.5em',
  height: '1.5em',
  marginTop: '0.05em',
  borderRadius: '50%',
  background: tone,
  color: '#ffffff',
  fontWeight: 700,
  lineHeight: 1,
});

export const body = style({ display: 'grid', gap: vars.space.xs, flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' });
// The notice's own gap spaces its paragraphs and lists.
globalStyle(`${body} > *`, { margin: 0 });
// A link in a notice's words is the brand's dark colour; one with a class of its own keeps its own.
globalStyle(`:where(${body}) a:where(:not([class]))`, { color: vars.color.brandDark });

export const title = style({ fontSize: vars.fontSize.md, fontWeight: 600, lineHeight: vars.lineHeight.tight });
