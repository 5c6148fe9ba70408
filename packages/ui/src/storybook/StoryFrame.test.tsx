import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { StoryFrame } from './StoryFrame';
import { careMode, careScope } from '../theme/careMode.css';

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
});
