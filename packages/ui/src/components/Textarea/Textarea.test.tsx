import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Textarea } from './Textarea';
import { Field } from '../Field/Field';
import { renderWithUi } from '../../test/renderWithUi';
import { axeViolations } from '../../test/axe';

describe('Textarea', () => {
  it('counts the characters typed against the limit', async () => {
    const onChange = vi.fn();
    const { container } = renderWithUi(
      <Field label="留言内容" error="请输入留言内容">
        <Textarea maxLength={10} onChange={onChange} />
      </Field>,
    );
    const box = screen.getByRole('textbox', { name: '留言内容' });
    expect(screen.getByText('已输入 0/10 字')).toBeVisible();
    await userEvent.type(box, '信用修复');
    expect(screen.getByText('已输入 4/10 字')).toBeVisible();
    expect(onChange).toHaveBeenLastCalledWith('信用修复', expect.anything());
    expect(box).toHaveAccessibleDescription('请输入留言内容 已输入 4/10 字');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('stops at the limit', async () => {
    renderWithUi(<Textarea aria-label="备注" maxLength={4} />);
    await userEvent.type(screen.getByRole('textbox', { name: '备注' }), '信用修复申请');
    expect(screen.getByRole('textbox')).toHaveValue('信用修复');
    expect(screen.getByText('已输入 4/4 字')).toHaveAttribute('data-full', 'true');
  });

  it('shows no counter without a limit, and takes its own counter words', () => {
    const { unmount } = renderWithUi(<Textarea aria-label="备注" />);
    expect(screen.queryByText(/已输入/)).toBeNull();
    unmount();
    renderWithUi(<Textarea aria-label="备注" maxLength={5} defaultValue="ab" labels={{ counter: (n, m) => `${n} / ${m}` }} />);
    expect(screen.getByText('2 / 5')).toBeVisible();
  });
});
