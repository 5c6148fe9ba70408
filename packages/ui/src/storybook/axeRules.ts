/**
 * The axe rules every check of this project runs, one list for the stories (.storybook/preview.tsx)
 * and the end-to-end scans (e2e/tests/fixtures.ts): all that axe runs by default (WCAG A and AA and the
 * best practices) and, switched on, the ones it leaves off: WCAG 2.2 AA's target size (24 by 24 px, 2.5.8)
 * and the experimental ones (orientation lock, a visible label inside the accessible name, bold
 * paragraphs posing as headings, tables' fake captions and cells without headers, focusable elements
 * without a role), and the deprecated best practice that every complementary landmark (an advert) is
 * top-level. Left off, each for a reason: the AAA rules (7:1 contrast, identical links' purpose, meta
 * refresh: the portal claims AA) except in 关怀版, the other deprecated ones (duplicate ids are obsolete in
 * WCAG 2.2, audio captions and aria-roledescription are covered by other rules) and `hidden-content`, a
 * review item that only ever reports "needs review", never a violation.
 */
export const axeRulesOffByDefault = [
  'target-size',
  'css-orientation-lock',
  'label-content-name-mismatch',
  'p-as-heading',
  'table-fake-caption',
  'td-has-header',
  'focus-order-semantics',
  'landmark-complementary-is-top-level',
] as const;

/**
 * axe's `rules` option for a check: the rules above switched on, and AAA's 7:1 contrast
 * (`color-contrast-enhanced`) on in 关怀版 only, which promises text at 7:1 (the MIIT's 适老化 rules).
 */
export function axeRules(elderMode: boolean): Record<string, { enabled: boolean }> {
  return {
    ...Object.fromEntries(axeRulesOffByDefault.map((id) => [id, { enabled: true }])),
    'color-contrast-enhanced': { enabled: elderMode },
  };
}
