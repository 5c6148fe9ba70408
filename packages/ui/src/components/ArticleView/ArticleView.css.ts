import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { breakpoints } from '../../theme/tokens';

export const root = style({
  maxWidth: vars.size.contentWidth,
  padding: vars.space.xl,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.fontFamily.body,
  '@media': { [breakpoints.phone]: { padding: vars.space.lg } },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  overflowWrap: 'anywhere',
  '@media': { [breakpoints.phone]: { fontSize: vars.fontSize.xl } },
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${vars.space.xs} ${vars.space.xl}`,
  margin: `${vars.space.md} 0 0`,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const metaItem = style({ display: 'flex', gap: vars.space.xxs, margin: 0 });

export const metaTerm = style({ selectors: { '&::after': { content: '"："' } } });

export const metaDetail = style({ margin: 0 });

export const body = style({
  marginTop: vars.space.xl,
  fontSize: vars.fontSize.md,
  lineHeight: 1.9,
  overflowWrap: 'anywhere',
});

globalStyle(`${body} p`, { margin: `0 0 ${vars.space.lg}`, textIndent: '2em' });
globalStyle(`${body} h2, ${body} h3, ${body} h4`, { margin: `${vars.space.xl} 0 ${vars.space.md}`, lineHeight: vars.lineHeight.tight });
globalStyle(`${body} a`, { color: vars.color.brandDark });
globalStyle(`${body} img`, { display: 'block', maxWidth: '100%', height: 'auto', margin: `${vars.space.md} auto` });
globalStyle(`${body} table`, { display: 'block', maxWidth: '100%', overflowX: 'auto', borderCollapse: 'collapse', margin: `${vars.space.lg} 0` });
globalStyle(`${body} th, ${body} td`, { border: `1px solid ${vars.color.borderStrong}`, padding: `${vars.space.xs} ${vars.space.sm}` });
globalStyle(`${body} th`, { background: vars.color.background });

export const attachments = style({
  marginTop: vars.space.xl,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
});

export const attachmentsTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.md });

export const attachmentList = style({ margin: 0, paddingLeft: vars.space.xl, fontSize: vars.fontSize.sm });

export const attachmentLink = style({ color: vars.color.brandDark, overflowWrap: 'anywhere' });

export const attachmentSize = style({ marginLeft: vars.space.sm, color: vars.color.textMuted });
