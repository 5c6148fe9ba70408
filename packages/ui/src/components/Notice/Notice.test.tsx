import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Notice, noticeTones } from './Notice';
import { renderWithUi } from '../../test/renderWithUi';
import { axeViolations } from '../../test/axe';
import { careMode } from '../../theme/careMode.css';
import { isOnScreen } from '../../storybook/elderMode';
import { highContrast } from '../AccessibilityToolbar/AccessibilityToolbar.css';
import { toneColors } from '../../theme/tokens';

/** An accessible name as spelt, whatever spaces name computation puts around a visually hidden part. */
const spelt = (words: string) => (name: string) => name.replace(/\s/g, '') === words;

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

describe('Notice', () => {
  it('is read in its place, with no role, its kind first and its title', async () => {
    const { container } = renderWithUi(
      <Notice tone="warning" title="办理须知">
        <p>申请材料须加盖单位公章。</p>
      </Notice>,
    );
    const notice = container.querySelector('[class]')!.firstElementChild as HTMLElement;
    expect(notice).not.toHaveAttribute('role');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(notice).toHaveTextContent(/^!注意：办理须知申请材料须加盖单位公章。$/);
    // The sign is drawn, not read: the word says the kind.
    expect(notice.querySelector('[aria-hidden="true"]')).toHaveTextContent('!');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('is announced only when told: an alert for warnings and errors, a status otherwise', () => {
    renderWithUi(
      <>
        <Notice tone="error" announce>
          文件超过 10 MB，请重新选择。
        </Notice>
        <Notice tone="success" announce>
          草稿已保存。
        </Notice>
        <Notice tone="info">普通说明</Notice>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('错误：文件超过 10 MB，请重新选择。');
    expect(screen.getByRole('status')).toHaveTextContent('成功：草稿已保存。');
  });

  it('takes a heading for its title when it is a section of the page', () => {
    renderWithUi(
      <Notice title="材料要求" titleAs="h3">
        身份证复印件一份。
      </Notice>,
    );
    expect(screen.getByRole('heading', { level: 3, name: spelt('提示：材料要求') })).toBeInTheDocument();
  });

  it('shows its kind’s word beside the sign in 关怀版 only', () => {
    renderWithUi(
      <>
        <Notice tone="success">标准版</Notice>
        <div className={careMode.red}>
          <Notice tone="success">关怀版</Notice>
        </div>
      </>,
    );
    const [standard, care] = screen.getAllByText('成功：');
    expect(isOnScreen(standard!)).toBe(false);
    expect(isOnScreen(care!)).toBe(true);
  });

  it('has its kind’s colour on its edge and sign, in every mode, with no axe violation', async () => {
    const { container } = renderWithUi(
      <div className={highContrast}>
        {noticeTones.map((tone) => (
          <Notice key={tone} tone={tone} title={tone}>
            {`${tone} 的说明文字`}
          </Notice>
        ))}
      </div>,
    );
    for (const tone of noticeTones) {
      const notice = screen.getByText(`${tone} 的说明文字`).closest('div')!.parentElement!;
      expect(getComputedStyle(notice).borderInlineStartColor).toBe(rgb(toneColors[tone]));
      expect(getComputedStyle(notice.firstElementChild!).backgroundColor).toBe(rgb(toneColors[tone]));
      // High contrast: white words on a near-black tint of the kind.
      expect(getComputedStyle(notice).color).toBe('rgb(255, 255, 255)');
    }
    expect(await axeViolations(container)).toEqual([]);
  });
});
