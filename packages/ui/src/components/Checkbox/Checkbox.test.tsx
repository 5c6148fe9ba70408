import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from './Checkbox';
import { Field } from '../Field/Field';
import { renderWithUi } from '../../test/renderWithUi';
import { axeViolations } from '../../test/axe';

describe('Checkbox', () => {
  it('toggles with a click or the space bar and reports checked', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    const { container } = renderWithUi(<Checkbox label="不再提示" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: '不再提示' });
    await user.click(box);
    expect(box).toBeChecked();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onChange.mock.calls.map((c) => c[0])).toEqual([true, false]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('takes the error of its Field', () => {
    renderWithUi(
      <Field error="请阅读并同意《信用承诺书》">
        <Checkbox label="我已阅读并同意《信用承诺书》" />
      </Field>,
    );
    const box = screen.getByRole('checkbox');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('请阅读并同意《信用承诺书》');
  });
});
