import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RadioGroup } from './RadioGroup';
import { Field } from '../Field/Field';
import { renderWithUi } from '../../test/renderWithUi';
import { axeViolations } from '../../test/axe';

const options = [
  { value: 'male', label: '男' },
  { value: 'female', label: '女' },
];

describe('RadioGroup', () => {
  it('is a group named by its Field, with the error as description', async () => {
    const { container } = renderWithUi(
      <Field label="性别" group required error="请选择性别">
        <RadioGroup name="gender" options={options} />
      </Field>,
    );
    expect(screen.getByRole('group', { name: /性别/ })).toHaveAccessibleDescription('请选择性别');
    expect(screen.getByRole('radio', { name: '男' })).toBeRequired();
    expect(screen.getByRole('radio', { name: '男' })).toHaveAttribute('data-invalid', 'true');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('chooses with a click or the arrow keys and reports the value', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithUi(<RadioGroup aria-label="性别" options={options} onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: '性别' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '男' }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: '女' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '女' })).toHaveFocus();
    expect(onChange.mock.calls.map((c) => c[0])).toEqual(['male', 'female']);
  });
});
