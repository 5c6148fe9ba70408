import type { Decorator, Preview } from '@storybook/react-vite';
import { withStoryFrame } from '../packages/ui/src/storybook';

// Theme class + UiProvider around every story; the toolbar's theme global picks red or blue.
const withTheme = withStoryFrame as unknown as Decorator;

// The portal is a Chinese-language site: screen readers and axe need to know.
if (typeof document !== 'undefined') document.documentElement.lang = 'zh-CN';

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: '主题',
      toolbar: {
        title: '主题',
        icon: 'paintbrush',
        items: [
          { value: 'red', title: '红色（产品主题 #e22323）' },
          { value: 'blue', title: '蓝色（#185aae）' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'red' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i } },
    viewport: {
      options: {
        phone: { name: '手机 375×667', styles: { width: '375px', height: '667px' }, type: 'mobile' },
        desktop: { name: '桌面 1280×800', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    // Any axe violation fails the story's test, under every rule: the ones axe leaves off by default
    // switched on as in the e2e scans (e2e/tests/fixtures.ts says why each other one stays off).
    a11y: {
      test: 'error',
      options: {
        rules: Object.fromEntries(
          ['target-size', 'css-orientation-lock', 'label-content-name-mismatch', 'p-as-heading', 'table-fake-caption', 'td-has-header', 'focus-order-semantics', 'landmark-complementary-is-top-level'].map((id) => [id, { enabled: true }]),
        ),
      },
    },
  },
};

export default preview;
