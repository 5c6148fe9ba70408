import type { Decorator, Preview } from '@storybook/react-vite';
import { axeRules, contrastFailures, inVariant, storyModes, variantsOver, withStoryFrame, type StoryVariant } from '../packages/ui/src/storybook';

// Theme class + UiProvider around every story; the toolbar's theme global picks red or blue, its
// mode global 标准版, 关怀版 (the theme's careMode class on the frame and on <html>) or a display mode of
// the 无障碍 toolbar (高对比度, 反色, 200% text).
const withTheme = withStoryFrame as unknown as Decorator;

/** A toolbar menu of the preview's globals; the chosen item's title shows on the button. */
type ToolbarIcon = NonNullable<NonNullable<Preview['globalTypes']>[string]['toolbar']>['icon'];
const toolbarGlobal = (title: string, icon: ToolbarIcon, items: { value: string; title: string }[]) => ({
  description: title,
  toolbar: { title, icon, items, dynamicTitle: true },
});

/** The modes that promise AAA's 7:1 text contrast (WCAG 1.4.6): 关怀版 and 高对比度. */
const enhancedContrast = (mode: unknown) => mode === 'care' || mode === 'high';

/**
 * The project's axe rules (packages/ui/src/storybook/axeRules.ts, as in e2e), AAA's 7:1 contrast among them
 * in 关怀版 and 高对比度 only: set before each story from the mode global, so a story first checked in one
 * mode is checked right in the other.
 */
const withAxeRules: NonNullable<Preview['beforeEach']> = ({ parameters, globals }) => {
  const a11y = (parameters.a11y ??= {}) as { options?: { rules?: Record<string, { enabled: boolean }> } };
  a11y.options = { ...a11y.options, rules: axeRules(enhancedContrast(globals.mode)) };
};

/**
 * After the story (and its play function): every text and control against the background it is drawn
 * on, as the visitor sees it (packages/ui/src/storybook/contrast.ts, as in the e2e crawl): text at 4.5:1
 * (7:1 where the mode promises it), controls' borders or fills at 3:1 (WCAG 1.4.11), and in 反色 after the
 * filter, which axe does not see. A failure fails the story's test.
 */
const withContrastCheck: NonNullable<Preview['afterEach']> = ({ globals }) => {
  const shown: StoryVariant = { theme: globals.theme === 'blue' ? 'blue' : 'red', mode: storyModes.find((name) => name === globals.mode) ?? 'standard' };
  const failures = contrastFailures({ enhanced: enhancedContrast(shown.mode) }).map((failure) => `${shown.theme} ${shown.mode}: ${failure}`);
  // In the test run, also in the variants drawn by classes over the same markup (variantsOver): the
  // blue theme and the display modes, checked after the same render and play instead of in a test
  // project each (five more projects had made the story tests most of `npm test`'s time on two cores).
  if (import.meta.env.MODE === 'test') {
    for (const variant of variantsOver(shown)) {
      const found = inVariant(shown, variant, () => contrastFailures({ enhanced: enhancedContrast(variant.mode) }));
      failures.push(...found.map((failure) => `${variant.theme} ${variant.mode}: ${failure}`));
    }
  }
  if (failures.length) throw new Error(`对比度不足:\n${failures.join('\n')}`);
};

// The portal is a Chinese-language site: screen readers and axe need to know.
if (typeof document !== 'undefined') document.documentElement.lang = 'zh-CN';

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withTheme],
  beforeEach: withAxeRules,
  afterEach: withContrastCheck,
  globalTypes: {
    theme: toolbarGlobal('主题', 'paintbrush', [
      { value: 'red', title: '红色（产品主题 #e22323）' },
      { value: 'blue', title: '蓝色（#185aae）' },
    ]),
    mode: toolbarGlobal('版本', 'accessibility', [
      { value: 'standard', title: '标准版' },
      { value: 'care', title: '关怀版（适老化：24px 正文、7:1 对比度、图标旁显示文字）' },
      { value: 'high', title: '高对比度（黑底白字黄链接、7:1 对比度）' },
      { value: 'inverted', title: '反色' },
      { value: 'large', title: '文字 200%' },
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
    // Any axe violation fails the story's test, under the project's rules (withAxeRules, above).
    a11y: { test: 'error', options: { rules: axeRules(false) } },
  },
};

export default preview;
