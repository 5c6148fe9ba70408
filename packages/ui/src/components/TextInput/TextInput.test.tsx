import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextInput } from './TextInput';
import { Field } from '../Field/Field';
import { renderWithUi } from '../../test/renderWithUi';
import { axeViolations } from '../../test/axe';

describe('TextInput', () => {
  it('reports each change as text', async () => {
    const onChange = vi.fn();
    renderWithUi(<TextInput aria-label="企业名称" onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: '企业名称' }), '示例');
    expect(onChange.mock.calls.map((c) => c[0])).toEqual(['示', '示例']);
  });

  it('takes the label, required state, hint and error of its Field', async () => {
    const { container } = renderWithUi(
      <Field label="电子邮箱" required hint="用于接收受理结果" error="请输入正确的电子邮箱">
        <TextInput type="email" defaultValue="zhangsan@" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: /电子邮箱/ });
    expect(input).toBeRequired();
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('用于接收受理结果 请输入正确的电子邮箱');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('is not marked invalid without an error', () => {
    renderWithUi(
      <Field label="联系人">
        <TextInput />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: '联系人' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).not.toBeRequired();
  });
});
