import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Field, useFieldControl } from './Field';
import { renderWithUi } from '../../test/renderWithUi';
import { axeViolations } from '../../test/axe';

function Probe() {
  const field = useFieldControl();
  return <input id={field?.id} aria-describedby={field?.describedBy} aria-invalid={field?.invalid || undefined} />;
}

describe('Field', () => {
  it('labels its control and shows a hidden-from-readers * when required', async () => {
    const { container } = renderWithUi(
      <Field label="企业名称" required>
        <Probe />
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: '企业名称' })).toBeInTheDocument();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('ties the hint and the error to the control and marks it invalid', () => {
    renderWithUi(
      <Field label="手机号码" hint="11位手机号码" error="请输入正确的手机号码">
        <Probe />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: '手机号码' });
    expect(input).toHaveAccessibleDescription('11位手机号码 请输入正确的手机号码');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('is a named group with a legend for radio buttons, saying 必填 in words', () => {
    renderWithUi(
      <Field label="性别" group required error="请选择性别">
        <Probe />
      </Field>,
    );
    const group = screen.getByRole('group', { name: /性别/ });
    expect(group).toHaveAccessibleName(/^性别\s*（必填）$/);
    expect(group).toHaveAccessibleDescription('请选择性别');
  });
});
