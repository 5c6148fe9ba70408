import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { AccessibilityToolbar } from './AccessibilityToolbar';
import { accessibilityClassNames } from './classNames';
import { ReadingGuide } from './ReadingGuide';
import {
  defaultAccessibilitySettings,
  parseAccessibilitySettings,
  serializeAccessibilitySettings,
  type AccessibilitySettings,
} from './settings';
import { speechPieces } from './useReadAloud';
import { renderWithUi } from '../../test/renderWithUi';
import { axeViolations } from '../../test/axe';

const ARTICLE = '示例市社会信用体系建设领导小组办公室发布通知。各单位应按时报送双公示信息！';

/** The toolbar with its settings applied to a sample of page text, as an app applies them to <html>. */
function Page({ initial = defaultAccessibilitySettings, onChange }: { initial?: AccessibilitySettings; onChange?: (s: AccessibilitySettings) => void }) {
  const [settings, setSettings] = useState(initial);
  return (
    <div className={accessibilityClassNames(settings)} data-testid="page">
      <AccessibilityToolbar
        settings={settings}
        onSettingsChange={(next) => {
          setSettings(next);
          onChange?.(next);
        }}
        readAloudText={() => ARTICLE}
      />
      <main>
        <p>{ARTICLE}</p>
      </main>
    </div>
  );
}

/** A stand-in for the browser's speech synthesis that records what it was asked. */
function fakeSpeech() {
  const spoken: SpeechSynthesisUtterance[] = [];
  const engine = {
    speak: vi.fn((utterance: SpeechSynthesisUtterance) => spoken.push(utterance)),
    cancel: vi.fn(),
    pause: vi.fn(),
    resume: vi.fn(),
    getVoices: () => [],
  };
  vi.stubGlobal('speechSynthesis', engine);
  return { engine, spoken };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the settings', () => {
  it('survive a cookie-safe round trip, and junk gives the defaults', () => {
    const chosen: AccessibilitySettings = { textScale: 1.5, contrast: 'high', largeCursor: true, readingGuide: true };
    const value = serializeAccessibilitySettings(chosen);
    expect(value).toBe('t150.high.cursor.guide');
    expect(value).toMatch(/^[a-z0-9.]*$/);
    expect(parseAccessibilitySettings(value)).toEqual(chosen);
    expect(serializeAccessibilitySettings(defaultAccessibilitySettings)).toBe('');
    expect(parseAccessibilitySettings('t999.<script>.normal')).toEqual(defaultAccessibilitySettings);
    expect(parseAccessibilitySettings(undefined)).toEqual(defaultAccessibilitySettings);
    // The defaults put no class on the page.
    expect(accessibilityClassNames(defaultAccessibilitySettings)).toBe('');
  });
});

describe('AccessibilityToolbar', () => {
  it('makes the text larger step by step up to 200%, and smaller back to 100%', () => {
    renderWithUi(<Page />);
    const text = screen.getByText(ARTICLE);
    const size = () => parseFloat(getComputedStyle(text).fontSize);
    const base = size();
    const smaller = screen.getByRole('button', { name: '缩小文字' });
    const larger = screen.getByRole('button', { name: '放大文字' });
    expect(smaller).toBeDisabled();
    for (const percent of ['125%', '150%', '175%', '200%']) {
      fireEvent.click(larger);
      expect(screen.getByRole('group', { name: '文字大小' })).toHaveTextContent(percent);
    }
    expect(size()).toBeCloseTo(base * 2, 0);
    expect(larger).toBeDisabled();
    for (let i = 0; i < 4; i++) fireEvent.click(smaller);
    expect(size()).toBeCloseTo(base, 0);
  });

  it('switches between standard, high-contrast and inverted colours, one pressed at a time', () => {
    renderWithUi(<Page />);
    const page = screen.getByTestId('page');
    const high = screen.getByRole('button', { name: '高对比度' });
    fireEvent.click(high);
    expect(high).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '标准配色' })).toHaveAttribute('aria-pressed', 'false');
    expect(getComputedStyle(page).backgroundColor).toBe('rgb(0, 0, 0)');
    fireEvent.click(screen.getByRole('button', { name: '反色' }));
    expect(high).toHaveAttribute('aria-pressed', 'false');
    expect(getComputedStyle(page).filter).toContain('invert(1)');
  });

  it('turns the large cursor and the reading guide on and off, and 重置 restores every default', () => {
    const onChange = vi.fn();
    renderWithUi(<Page initial={{ textScale: 1.75, contrast: 'high', largeCursor: false, readingGuide: false }} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: '大鼠标' }));
    expect(getComputedStyle(screen.getByTestId('page')).cursor).toContain('data:image/svg+xml');
    fireEvent.click(screen.getByRole('button', { name: '阅读辅助线' }));
    expect(onChange).toHaveBeenLastCalledWith({ textScale: 1.75, contrast: 'high', largeCursor: true, readingGuide: true });
    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    expect(onChange).toHaveBeenLastCalledWith(defaultAccessibilitySettings);
    expect(screen.getByRole('button', { name: '大鼠标' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('without the script, each control submits what it leads to; with it, the change is made and nothing is submitted', async () => {
    const submitted = vi.fn((event: SubmitEvent) => event.preventDefault());
    document.addEventListener('submit', submitted);
    try {
      const onSettingsChange = vi.fn();
      const onClose = vi.fn();
      const initial: AccessibilitySettings = { ...defaultAccessibilitySettings, textScale: 1.25 };
      const { container } = renderWithUi(
        <AccessibilityToolbar
          settings={initial}
          onSettingsChange={onSettingsChange}
          onClose={onClose}
          withoutScript={{ action: '/preference', name: 'a11y', value: (settings, open) => `${serializeAccessibilitySettings(settings)}${open ? '' : '.closed'}`, fields: [['back', '/home']] }}
        />,
      );
      // What each control sends, the page to come back to beside it.
      const sent = (name: string) => {
        const button = screen.getByRole('button', { name });
        const form = container.querySelector<HTMLFormElement>(`form#${CSS.escape(button.getAttribute('form') ?? '')}`);
        expect([button.getAttribute('type'), form?.method, form?.getAttribute('action')]).toEqual(['submit', 'post', '/preference']);
        return Object.fromEntries(new FormData(form!, button));
      };
      expect(sent('放大文字')).toEqual({ back: '/home', a11y: 't150' });
      expect(sent('缩小文字')).toEqual({ back: '/home', a11y: '' });
      expect(sent('高对比度').a11y).toBe('t125.high');
      expect(sent('大鼠标').a11y).toBe('t125.cursor');
      expect(sent('重置').a11y).toBe('');
      expect(sent('关闭工具条').a11y).toBe('t125.closed');

      fireEvent.click(screen.getByRole('button', { name: '反色' }));
      fireEvent.click(screen.getByRole('button', { name: '关闭工具条' }));
      expect(onSettingsChange).toHaveBeenCalledExactlyOnceWith({ ...initial, contrast: 'inverted' });
      expect(onClose).toHaveBeenCalledOnce();
      expect(submitted).not.toHaveBeenCalled();
      expect(await axeViolations(container)).toEqual([]);
    } finally {
      document.removeEventListener('submit', submitted);
    }
  });

  it('reads the page aloud in Mandarin, sentence by sentence, and pauses, resumes and stops', () => {
    const { engine, spoken } = fakeSpeech();
    renderWithUi(<Page />);
    fireEvent.click(screen.getByRole('button', { name: '朗读本页' }));
    expect(spoken.map((utterance) => [utterance.text, utterance.lang])).toEqual([
      ['示例市社会信用体系建设领导小组办公室发布通知。', 'zh-CN'],
      ['各单位应按时报送双公示信息！', 'zh-CN'],
    ]);
    const group = screen.getByRole('group', { name: '朗读' });
    expect(group).toHaveTextContent('正在朗读');
    fireEvent.click(screen.getByRole('button', { name: '暂停朗读' }));
    expect(engine.pause).toHaveBeenCalledTimes(1);
    expect(group).toHaveTextContent('朗读已暂停');
    fireEvent.click(screen.getByRole('button', { name: '继续朗读' }));
    expect(engine.resume).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: '停止朗读' }));
    expect(engine.cancel).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '朗读本页' })).toBeVisible();
  });

  it('goes back to 朗读本页 when the last sentence has been read', () => {
    const { spoken } = fakeSpeech();
    renderWithUi(<Page />);
    fireEvent.click(screen.getByRole('button', { name: '朗读本页' }));
    act(() => spoken.at(-1)?.onend?.(new Event('end') as SpeechSynthesisEvent));
    expect(screen.getByRole('button', { name: '朗读本页' })).toBeVisible();
  });

  it('offers no read-aloud where the browser cannot speak', () => {
    vi.stubGlobal('speechSynthesis', undefined);
    renderWithUi(<Page />);
    expect(screen.queryByRole('group', { name: '朗读' })).toBeNull();
    expect(screen.getByRole('button', { name: '放大文字' })).toBeVisible();
  });

  it('has every control at least 44 px square and no axe violations, reading or not', async () => {
    fakeSpeech();
    const { container } = renderWithUi(<Page />);
    for (const button of screen.getAllByRole('button')) {
      const box = button.getBoundingClientRect();
      expect(Math.min(box.width, box.height), button.textContent ?? '').toBeGreaterThanOrEqual(44);
    }
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: '朗读本页' }));
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('ReadingGuide', () => {
  it('follows the focused element for keyboard visitors and stays out of the accessibility tree', () => {
    renderWithUi(
      <>
        <ReadingGuide />
        <button type="button" style={{ marginTop: 300 }}>
          查询
        </button>
      </>,
    );
    const band = document.querySelector<HTMLElement>('[data-reading-guide]');
    expect(band).toHaveAttribute('aria-hidden', 'true');
    screen.getByRole('button', { name: '查询' }).focus();
    const button = screen.getByRole('button', { name: '查询' }).getBoundingClientRect();
    const box = band!.getBoundingClientRect();
    expect(Math.abs(box.top + box.height / 2 - (button.top + button.height / 2))).toBeLessThan(2);
  });
});

describe('speechPieces', () => {
  it('splits at sentence ends and line breaks and keeps each piece short', () => {
    expect(speechPieces('第一句。第二句！\n\n第三行')).toEqual(['第一句。', '第二句！', '第三行']);
    expect(speechPieces('长'.repeat(250)).map((piece) => piece.length)).toEqual([120, 120, 10]);
    expect(speechPieces('   ')).toEqual([]);
  });
});
