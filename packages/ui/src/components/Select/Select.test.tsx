import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from './Select';
import { Field } from '../Field/Field';
import { renderWithUi } from '../../test/renderWithUi';
import { axeViolations } from '../../test/axe';

const options = [
  { value: '1', label: '企业法人' },
  { value: '2', label: '社会组织' },
  { value: '3', label: '个体工商户', disabled: true },
];

describe('Select', () => {
  it('starts on 请选择 and reports the chosen value', async () => {
    const onChange = vi.fn();
    const { container } = renderWithUi(
      <Field label="主体类型" required error="请选择主体类型">
        <Select options={options} onChange={onChange} />
      </Field>,
    );
    const select = screen.getByRole('combobox', { name: /主体类型/ });
    expect(select).toHaveDisplayValue('请选择');
    expect(select).toBeRequired();
    expect(select).toHaveAccessibleDescription('请选择主体类型');
    await userEvent.selectOptions(select, '社会组织');
    expect(onChange).toHaveBeenCalledWith('2', expect.anything());
    expect(screen.getByRole('option', { name: '个体工商户' })).toBeDisabled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('can go without the placeholder', () => {
    renderWithUi(<Select aria-label="主体类型" options={options} placeholder={null} />);
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });
});
