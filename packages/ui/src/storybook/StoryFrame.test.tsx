import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { StoryFrame } from './StoryFrame';
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
