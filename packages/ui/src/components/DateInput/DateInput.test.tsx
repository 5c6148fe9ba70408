import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { DateInput, isDateWithin } from './DateInput';
import { Field } from '../Field/Field';
import { renderWithUi } from '../../test/renderWithUi';
import { axeViolations } from '../../test/axe';

describe('DateInput', () => {
  it('is a native date input with min and max, labelled by its Field', async () => {
    const onChange = vi.fn();
    const { container } = renderWithUi(
      <Field label="出生日期" required error="请选择出生日期">
        <DateInput min="1900-01-01" max="2024-12-31" onChange={onChange} />
      </Field>,
    );
    const input = screen.getByLabelText(/出生日期/);
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveAttribute('min', '1900-01-01');
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('请选择出生日期');
    fireEvent.change(input, { target: { value: '1990-03-07' } });
    expect(onChange).toHaveBeenCalledWith('1990-03-07', expect.anything());
    expect(await axeViolations(container)).toEqual([]);
  });

  it('tells whether a date lies within min and max', () => {
    expect(isDateWithin('2024-03-08', '2020-01-01', '2024-12-31')).toBe(true);
    expect(isDateWithin('2025-01-01', '2020-01-01', '2024-12-31')).toBe(false);
    expect(isDateWithin('2019-12-31', '2020-01-01')).toBe(false);
    expect(isDateWithin('')).toBe(true);
  });
});
