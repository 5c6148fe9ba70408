import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { FileUpload, type UploadHandler } from './FileUpload';
import { isAccepted } from './fileRules';
import { Field } from '../Field/Field';
import { renderWithUi } from '../../test/renderWithUi';
import { axeViolations } from '../../test/axe';

const file = (name: string, bytes: number, type = 'application/pdf') => new File([new Uint8Array(bytes)], name, { type });

/** An upload the test drives: report progress, then finish or fail. */
function controllableUpload() {
  const calls: { file: File; progress: (p: number) => void; resolve: (v: { id: string }) => void; reject: (e: unknown) => void }[] = [];
  const onUpload = vi.fn<UploadHandler>(
    (f, progress) => new Promise((resolve, reject) => calls.push({ file: f, progress, resolve, reject })),
  );
  return { onUpload, calls };
}

function setup(props: Partial<Parameters<typeof FileUpload>[0]> = {}) {
  const upload = controllableUpload();
  const onChange = vi.fn();
  // Without applyAccept the test can hand over files the chooser would not offer.
  const user = userEvent.setup({ applyAccept: false });
  const view = renderWithUi(
    <Field label="证明材料" group required>
      <FileUpload onUpload={upload.onUpload} onChange={onChange} accept={['.pdf', 'image/*']} maxSize={1024 * 1024} maxFiles={2} name="proof" {...props} />
    </Field>,
  );
  const input = screen.getByLabelText('选择要上传的文件') as HTMLInputElement;
  return { ...upload, onChange, user, input, ...view };
}

describe('isAccepted', () => {
  it('matches extensions, exact types and families', () => {
    expect(isAccepted({ name: 'A.PDF', type: '' }, ['.pdf'])).toBe(true);
    expect(isAccepted({ name: 'a.png', type: 'image/png' }, ['image/*'])).toBe(true);
    expect(isAccepted({ name: 'a.doc', type: 'application/msword' }, ['application/msword'])).toBe(true);
    expect(isAccepted({ name: 'a.exe', type: 'application/x-msdownload' }, ['.pdf', 'image/*'])).toBe(false);
    expect(isAccepted({ name: 'a.exe', type: '' }, [])).toBe(true);
  });
});

describe('FileUpload', () => {
  it('is, before the page’s script runs, the browser’s own picker sent with the form, named and described by its group', async () => {
    // The server's HTML, as a visitor without JavaScript gets it.
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Field label="证明材料" group required hint="盖章扫描件">
        <FileUpload onUpload={vi.fn()} accept={['.pdf', 'image/*']} maxSize={1024 * 1024} maxFiles={2} name="proof" defaultValue={[{ id: 'f1', name: '已传.pdf', size: 10 }]} />
      </Field>,
    );
    document.body.append(container);
    onTestFinished(() => container.remove());
    const input = within(container).getByLabelText(/证明材料/);
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('name', 'proof');
    expect(input).toHaveAttribute('accept', '.pdf,image/*');
    expect(input).toHaveAttribute('multiple');
    // The file already stored travels beside it, so choosing another is not required.
    expect(input).not.toBeRequired();
    expect(container.querySelector('input[type="hidden"][name="proof"]')).toHaveValue(JSON.stringify({ id: 'f1', name: '已传.pdf', size: 10 }));
    expect(input).toHaveAccessibleDescription('盖章扫描件 支持 .pdf、image/* 格式，单个文件不超过 1 MB，最多 2 个');
    expect(within(container).queryByRole('button')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('is a button named by the field, describing the rules', async () => {
    const { container } = setup();
    const button = screen.getByRole('button', { name: /^证明材料\s*（必填）\s*选择文件$/ });
    expect(button).toHaveAccessibleDescription('支持 .pdf、image/* 格式，单个文件不超过 1 MB，最多 2 个');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('opens the file chooser from the keyboard', async () => {
    const { user, input } = setup();
    const click = vi.spyOn(input, 'click');
    await user.tab();
    expect(screen.getByRole('button', { name: /选择文件/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalled();
  });

  it('shows each file’s progress from the upload, then the finished file', async () => {
    const { user, input, calls, onChange } = setup();
    await user.upload(input, file('申请表.pdf', 2048));
    expect(calls).toHaveLength(1);
    act(() => calls[0]!.progress(40));
    expect(screen.getByRole('progressbar', { name: '申请表.pdf 上传进度' })).toHaveAttribute('value', '40');
    expect(screen.getByText('40%')).toBeVisible();
    await act(async () => calls[0]!.resolve({ id: 'file-9' }));
    expect(onChange).toHaveBeenCalledWith([{ id: 'file-9', name: '申请表.pdf', size: 2048 }]);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('申请表.pdf 上传完成');
    const list = screen.getByRole('list', { name: '已选文件' });
    expect(within(list).getByText('已上传')).toBeVisible();
  });

  it('refuses wrong types and large files with Chinese messages, uploading the rest', async () => {
    const { user, input, onUpload } = setup();
    await user.upload(input, [file('病毒.exe', 10, 'application/x-msdownload'), file('扫描件.pdf', 2 * 1024 * 1024), file('照片.png', 100, 'image/png')]);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('“病毒.exe”的格式不支持，请上传 .pdf、image/* 格式的文件');
    expect(alert).toHaveTextContent('“扫描件.pdf”超过 1 MB，请压缩后重新上传');
    expect(onUpload).toHaveBeenCalledTimes(1);
    expect(onUpload.mock.calls[0]![0].name).toBe('照片.png');
  });

  it('takes no more than the most files', async () => {
    const { user, input, onUpload } = setup();
    await user.upload(input, [file('1.pdf', 1), file('2.pdf', 1), file('3.pdf', 1)]);
    expect(onUpload).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('alert')).toHaveTextContent('最多上传 2 个文件');
    expect(screen.getByRole('button', { name: /选择文件/ })).toBeDisabled();
  });

  it('marks a failed upload and uploads it again on 重新上传', async () => {
    const { user, input, calls, onUpload } = setup();
    await user.upload(input, file('承诺书.pdf', 10));
    await act(async () => calls[0]!.reject(new Error('timeout')));
    expect(screen.getByText('上传失败')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /^重新上传\s*承诺书.pdf$/ }));
    expect(onUpload).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('progressbar', { name: '承诺书.pdf 上传进度' })).toBeInTheDocument();
  });

  it('removes a file by keyboard, returning focus to 选择文件', async () => {
    const upload = controllableUpload();
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithUi(
      <FileUpload
        onUpload={upload.onUpload}
        onChange={onChange}
        defaultValue={[
          { id: 1, name: '营业执照.pdf', size: 1000 },
          { id: 2, name: '身份证.jpg', size: 2000 },
        ]}
      />,
    );
    screen.getByRole('button', { name: /^删除\s*营业执照.pdf$/ }).focus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith([{ id: 2, name: '身份证.jpg', size: 2000 }]);
    expect(screen.getByRole('button', { name: '选择文件' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('已删除 营业执照.pdf');
  });

  it('ignores an upload that finishes after its file was removed', async () => {
    const { user, input, calls, onChange } = setup();
    await user.upload(input, file('草稿.pdf', 10));
    await user.click(screen.getByRole('button', { name: /^删除\s*草稿.pdf$/ }));
    await act(async () => calls[0]!.resolve({ id: 'late' }));
    await waitFor(() => expect(screen.queryByText('草稿.pdf')).toBeNull());
    expect(onChange).not.toHaveBeenCalled();
  });
});
