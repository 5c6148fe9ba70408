import type { Decorator, Preview } from '@storybook/react-vite';
import { withStoryFrame } from '../packages/ui/src/storybook';

// Theme class + UiProvider around every story; the toolbar's theme global picks red or blue, its
// mode global 标准版 or 关怀版 (the theme's careMode class on the frame and on <html>).
const withTheme = withStoryFrame as unknown as Decorator;

// The rules axe leaves off by default, switched on as in the e2e scans (e2e/tests/fixtures.ts
// `axeRulesOffByDefault`, the same list, says why each other one stays off).
const axeRulesOffByDefault = ['target-size', 'css-orientation-lock', 'label-content-name-mismatch', 'p-as-heading', 'table-fake-caption', 'td-has-header', 'focus-order-semantics', 'landmark-complementary-is-top-level'];

/** A toolbar menu of the preview's globals; the chosen item's title shows on the button. */
type ToolbarIcon = NonNullable<NonNullable<Preview['globalTypes']>[string]['toolbar']>['icon'];
const toolbarGlobal = (title: string, icon: ToolbarIcon, items: { value: string; title: string }[]) => ({
  description: title,
  toolbar: { title, icon, items, dynamicTitle: true },
});

/**
 * 关怀版 promises text at 7:1 (the MIIT's 适老化 rules): AAA's contrast rule joins in elder mode only,
 * as `expectNoAxeViolations(page, { elderMode })` does in e2e/tests/fixtures.ts. Set before each story
 * from the mode global, on and off, so a story first checked in one mode is checked right in the other.
 */
const withElderModeContrastRule: NonNullable<Preview['beforeEach']> = ({ parameters, globals }) => {
  const a11y = (parameters.a11y ??= {}) as { options?: { rules?: Record<string, { enabled: boolean }> } };
  a11y.options = {
    ...a11y.options,
    rules: { ...a11y.options?.rules, 'color-contrast-enhanced': { enabled: globals.mode === 'care' } },
  };
};

// The portal is a Chinese-language site: screen readers and axe need to know.
if (typeof document !== 'undefined') document.documentElement.lang = 'zh-CN';

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withTheme],
  beforeEach: withElderModeContrastRule,
  globalTypes: {
    theme: toolbarGlobal('主题', 'paintbrush', [
      { value: 'red', title: '红色（产品主题 #e22323）' },
      { value: 'blue', title: '蓝色（#185aae）' },
    ]),
    mode: toolbarGlobal('版本', 'accessibility', [
      { value: 'standard', title: '标准版' },
      { value: 'care', title: '关怀版（适老化：24px 正文、7:1 对比度、图标旁显示文字）' },
    ]),
  },
  initialGlobals: { theme: 'red', mode: 'standard' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i } },
    viewport: {
      options: {
        phone: { name: '手机 375×667', styles: { width: '375px', height: '667px' }, type: 'mobile' },
        desktop: { name: '桌面 1280×800', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    // Any axe violation fails the story's test, under every rule (and 7:1 contrast in 关怀版, above).
    a11y: {
      test: 'error',
      options: { rules: Object.fromEntries(axeRulesOffByDefault.map((id) => [id, { enabled: true }])) },
    },
  },
};

export default preview;
