import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { AccessibilityToolbar } from './AccessibilityToolbar';
import { accessibilityClassNames } from './classNames';
import { ReadingGuide } from './ReadingGuide';
import { defaultAccessibilitySettings, type AccessibilitySettings } from './settings';
import { NewsList } from '../NewsList';
import { careMode } from '../../theme/careMode.css';

const NEWS = [
  { id: '1', title: '示例市2026年第三季度“双公示”信息报送情况通报', time: '2026-10-15', href: '#news-1' },
  { id: '2', title: '关于开展信用修复专项行动的通知', time: '2026-09-28', href: '#news-2' },
  { id: '3', title: '市场主体信用承诺制度实施办法（试行）', time: '2026-09-02', href: '#news-3' },
];

/** The toolbar over a sample of a page, the settings applied to the sample as an app applies them to <html>. */
function ToolbarOnAPage({ initial }: { initial: AccessibilitySettings }) {
  const [settings, setSettings] = useState(initial);
  return (
    <div className={accessibilityClassNames(settings)}>
      <AccessibilityToolbar
        settings={settings}
        onSettingsChange={setSettings}
        readAloudText={() => window.getSelection()?.toString() || document.querySelector('main')?.textContent || ''}
        onClose={() => setSettings({ ...defaultAccessibilitySettings })}
      />
      {settings.readingGuide ? <ReadingGuide /> : null}
      <main style={{ padding: 16 }}>
        <h1 style={{ margin: '0 0 8px' }}>信用动态</h1>
        <p>为深入推进社会信用体系建设，示例市信用办定期发布信用工作动态，欢迎社会各界监督。</p>
        <NewsList items={NEWS} />
      </main>
    </div>
  );
}

const meta = {
  title: '组件/AccessibilityToolbar 无障碍工具条',
  component: ToolbarOnAPage,
  args: { initial: defaultAccessibilitySettings },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ToolbarOnAPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standard: Story = {};

export const TextAt200Percent: Story = {
  args: { initial: { ...defaultAccessibilitySettings, textScale: 2 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '放大文字' })).toBeDisabled();
    await expect(canvas.getByRole('group', { name: '文字大小' })).toHaveTextContent('200%');
  },
};

// The stories below apply their own display mode to the sample: shown in the standard one whatever the
// toolbar's mode global says (two modes at once are not a visitor's page).
export const HighContrast: Story = {
  globals: { mode: 'standard' },
  args: { initial: { ...defaultAccessibilitySettings, contrast: 'high' } },
};

export const Inverted: Story = {
  globals: { mode: 'standard' },
  args: { initial: { ...defaultAccessibilitySettings, contrast: 'inverted' } },
};

export const LargeCursorAndReadingGuide: Story = {
  args: { initial: { ...defaultAccessibilitySettings, largeCursor: true, readingGuide: true } },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '缩小文字' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '阅读辅助线' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Reading aloud (the browser's speech synthesis is stood in for, so the story looks the same everywhere). */
export const Reading: Story = {
  beforeEach: () => {
    const real = Object.getOwnPropertyDescriptor(window, 'speechSynthesis');
    const quiet = { speak: () => undefined, cancel: () => undefined, pause: () => undefined, resume: () => undefined, getVoices: () => [] };
    Object.defineProperty(window, 'speechSynthesis', { value: quiet, configurable: true });
    return () => {
      if (real) Object.defineProperty(window, 'speechSynthesis', real);
      else delete (window as { speechSynthesis?: unknown }).speechSynthesis;
    };
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '朗读本页' }));
    await expect(canvas.getByRole('group', { name: '朗读' })).toHaveTextContent('正在朗读');
    await userEvent.click(canvas.getByRole('button', { name: '暂停朗读' }));
    await expect(canvas.getByRole('button', { name: '继续朗读' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { initial: { ...defaultAccessibilitySettings, textScale: 1.5 } },
};

/** 关怀版 (elder mode, the app's switch): the theme's care class over the same page, 24 px text, 7:1 contrast. */
export const ElderMode: Story = {
  globals: { mode: 'standard' },
  render: (args, { globals }) => (
    <div className={careMode[globals.theme === 'blue' ? 'blue' : 'red']}>
      <ToolbarOnAPage {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const title = canvas.getByRole('link', { name: /双公示/ });
    await expect(parseFloat(getComputedStyle(title).fontSize)).toBeGreaterThanOrEqual(24);
  },
};
