import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { inVariant, setsItsOwnMode, StoryFrame, variantsOver, type StoryVariant } from './StoryFrame';
import { vars } from '../theme/contract.css';
import { brandColors } from '../theme/tokens';
import { redTheme } from '../theme/redTheme.css';
import { blueTheme } from '../theme/blueTheme.css';
import { careMode, careScope } from '../theme/careMode.css';
import { contrast, textScale } from '../components/AccessibilityToolbar/AccessibilityToolbar.css';

describe('StoryFrame', () => {
  it('shows 关怀版 on the frame and on <html>, where portalled dialogs and toasts see it', () => {
    render(
      <StoryFrame theme="blue" mode="care">
        <p>信用动态</p>
      </StoryFrame>,
    );
    expect(document.documentElement.classList.contains(careScope)).toBe(true);
    expect(document.documentElement.className).toContain(careMode.blue);
    expect(getComputedStyle(screen.getByText('信用动态')).fontSize).toBe('24px');
  });

  it('takes 关怀版 off <html> again when the mode goes back to standard', () => {
    const { rerender } = render(<StoryFrame theme="red" mode="care" />);
    expect(document.documentElement.className).toContain(careMode.red);
    rerender(<StoryFrame theme="red" mode="standard" />);
    expect(document.documentElement.classList.contains(careScope)).toBe(false);
    expect(document.documentElement.className).not.toContain(careMode.red);
  });

  it('leaves <html> alone in 标准版', () => {
    render(<StoryFrame theme="red" />);
    expect(document.documentElement.classList.contains(careScope)).toBe(false);
  });

  it('shows the toolbar’s display modes as the portal does: 高对比度 and 200% text once each, 反色’s filter on <html> alone', () => {
    const { rerender } = render(
      <StoryFrame theme="red" mode="high">
        <p>信用动态</p>
      </StoryFrame>,
    );
    expect(document.documentElement.classList.contains(contrast.high!)).toBe(true);
    expect(getComputedStyle(screen.getByText('信用动态')).color).toBe('rgb(255, 255, 255)');
    rerender(
      <StoryFrame theme="red" mode="large">
        <p>信用动态</p>
      </StoryFrame>,
    );
    expect(document.documentElement.classList.contains(contrast.high!)).toBe(false);
    expect(document.documentElement.classList.contains(textScale['2']!)).toBe(true);
    // Scaled once (16 px to 32 px), not twice by the class on <html> and on the frame.
    expect(getComputedStyle(screen.getByText('信用动态')).fontSize).toBe('32px');
    rerender(
      <StoryFrame theme="red" mode="inverted">
        <p>信用动态</p>
      </StoryFrame>,
    );
    expect(getComputedStyle(document.documentElement).filter).toContain('invert(1)');
    expect(getComputedStyle(screen.getByText('信用动态').parentElement!).filter).toBe('none');
  });
});

describe('the variants a story is checked in', () => {
  const redStandard: StoryVariant = { theme: 'red', mode: 'standard' };
  // The theme contract's brand colour, as a custom property's name.
  const brand = /var\((--[^)]+)\)/.exec(vars.color.brand)![1]!;

  it('are drawn by classes from the red theme: blue and the display modes from its standard story, the blue 关怀版 from its 关怀版', () => {
    render(<StoryFrame theme="red" />);
    expect(variantsOver(redStandard)).toEqual([
      { theme: 'blue', mode: 'standard' },
      { theme: 'red', mode: 'high' },
      { theme: 'red', mode: 'inverted' },
      { theme: 'red', mode: 'large' },
    ]);
    expect(variantsOver({ theme: 'red', mode: 'care' })).toEqual([{ theme: 'blue', mode: 'care' }]);
    expect(variantsOver({ theme: 'blue', mode: 'standard' })).toEqual([]);
    expect(variantsOver({ theme: 'red', mode: 'high' })).toEqual([]);
  });

  it('are none for a story that applies a mode of its own, on a sample page inside the frame or on <html>', () => {
    const { unmount } = render(
      <StoryFrame theme="red">
        <div className={contrast.high}>样页</div>
      </StoryFrame>,
    );
    expect(setsItsOwnMode(redStandard)).toBe(true);
    expect(variantsOver(redStandard)).toEqual([]);
    unmount();

    render(<StoryFrame theme="red" />);
    expect(setsItsOwnMode(redStandard)).toBe(false);
    document.documentElement.classList.add(textScale['2']!);
    try {
      expect(setsItsOwnMode(redStandard)).toBe(true);
    } finally {
      document.documentElement.classList.remove(textScale['2']!);
    }
  });

  it('do not take a 关怀版 story’s own class for a mode it applies itself', () => {
    render(
      <StoryFrame theme="red" mode="care">
        <p className={careMode.red}>信用动态</p>
      </StoryFrame>,
    );
    expect(setsItsOwnMode({ theme: 'red', mode: 'care' })).toBe(false);
    expect(variantsOver({ theme: 'red', mode: 'care' })).toEqual([{ theme: 'blue', mode: 'care' }]);
  });

  it('are drawn for the check alone: the story looks as the variant says inside it, and as before after it', () => {
    render(
      <StoryFrame theme="red">
        <p>信用动态</p>
      </StoryFrame>,
    );
    const text = screen.getByText('信用动态');
    const frame = document.querySelector<HTMLElement>('[data-story-frame]')!;
    const before = getComputedStyle(text).color;

    expect(inVariant(redStandard, { theme: 'red', mode: 'high' }, () => getComputedStyle(text).color)).toBe('rgb(255, 255, 255)');
    expect(inVariant(redStandard, { theme: 'red', mode: 'large' }, () => getComputedStyle(text).fontSize)).toBe('32px');
    expect(inVariant(redStandard, { theme: 'red', mode: 'inverted' }, () => getComputedStyle(document.documentElement).filter)).toContain('invert(1)');
    expect(inVariant(redStandard, { theme: 'blue', mode: 'standard' }, () => getComputedStyle(frame).getPropertyValue(brand).trim().toLowerCase())).toBe(brandColors.blue.toLowerCase());

    expect(getComputedStyle(text).color).toBe(before);
    expect(getComputedStyle(text).fontSize).toBe('16px');
    expect(getComputedStyle(document.documentElement).filter).toBe('none');
    expect(frame.classList.contains(redTheme)).toBe(true);
    expect(frame.classList.contains(blueTheme)).toBe(false);
    expect(document.documentElement.classList.contains(contrast.high!)).toBe(false);
  });

  it('reach content portalled out of the frame, which carries the theme’s variables inline, and put its own back', () => {
    render(<StoryFrame theme="red" />);
    const dialog = document.createElement('div');
    dialog.style.setProperty(brand, brandColors.red);
    document.body.append(dialog);
    try {
      expect(inVariant(redStandard, { theme: 'blue', mode: 'standard' }, () => dialog.style.getPropertyValue(brand).trim().toLowerCase())).toBe(brandColors.blue.toLowerCase());
      expect(dialog.style.getPropertyValue(brand)).toBe(brandColors.red);
    } finally {
      dialog.remove();
    }
  });
});
