import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileInput } from './FileInput';
import { Field } from '../Field/Field';
import { renderWithUi } from '../../test/renderWithUi';
import { axeViolations } from '../../test/axe';

describe('FileInput', () => {
  it('takes the label, required state, hint and error of its Field and sends its file by name', async () => {
    const { container } = renderWithUi(
      <form>
        <Field label="撤销清单" required hint="xlsx 或 csv" error="请选择撤销清单">
          <FileInput name="file" accept={['.xlsx', '.csv']} />
        </Field>
      </form>,
    );
    const input = screen.getByLabelText(/撤销清单/);
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('name', 'file');
    expect(input).toHaveAttribute('accept', '.xlsx,.csv');
    expect(input).toBeRequired();
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('xlsx 或 csv 请选择撤销清单');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('is named by a group field’s legend and described by its own rules after the field’s hint', () => {
    renderWithUi(
      <Field label="附件" group hint="盖章扫描件">
        <p id="rules">支持 .pdf 格式</p>
        <FileInput name="proof" accept={['.pdf']} aria-describedby="rules" />
      </Field>,
    );
    const input = screen.getByLabelText(/^附件/);
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAccessibleDescription('盖章扫描件 支持 .pdf 格式');
  });

  it('reports the chosen files', async () => {
    const onChange = vi.fn();
    renderWithUi(<FileInput aria-label="附件" onChange={onChange} />);
    const file = new File(['a,b'], 'list.csv', { type: 'text/csv' });
    await userEvent.upload(screen.getByLabelText('附件'), file);
    expect(onChange).toHaveBeenCalledWith([file]);
  });
});
