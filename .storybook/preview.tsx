import type { Decorator, Preview } from '@storybook/react-vite';
import { axeRules, withStoryFrame } from '../packages/ui/src/storybook';

// Theme class + UiProvider around every story; the toolbar's theme global picks red or blue, its
// mode global 标准版 or 关怀版 (the theme's careMode class on the frame and on <html>).
const withTheme = withStoryFrame as unknown as Decorator;

/** A toolbar menu of the preview's globals; the chosen item's title shows on the button. */
type ToolbarIcon = NonNullable<NonNullable<Preview['globalTypes']>[string]['toolbar']>['icon'];
const toolbarGlobal = (title: string, icon: ToolbarIcon, items: { value: string; title: string }[]) => ({
  description: title,
  toolbar: { title, icon, items, dynamicTitle: true },
});

/**
 * The project's axe rules (packages/ui/src/storybook/axeRules.ts, as in e2e), AAA's 7:1 contrast among them
 * in 关怀版 only: set before each story from the mode global, so a story first checked in one mode is
 * checked right in the other.
 */
const withAxeRules: NonNullable<Preview['beforeEach']> = ({ parameters, globals }) => {
  const a11y = (parameters.a11y ??= {}) as { options?: { rules?: Record<string, { enabled: boolean }> } };
  a11y.options = { ...a11y.options, rules: axeRules(globals.mode === 'care') };
};

// The portal is a Chinese-language site: screen readers and axe need to know.
if (typeof document !== 'undefined') document.documentElement.lang = 'zh-CN';

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withTheme],
  beforeEach: withAxeRules,
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
    // Any axe violation fails the story's test, under the project's rules (withAxeRules, above).
    a11y: { test: 'error', options: { rules: axeRules(false) } },
  },
};

export default preview;
