import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { CaptchaDialog, type CaptchaDialogProps } from './CaptchaDialog';
import { useCaptchaGate } from './useCaptchaGate';
import { captchaAudio, captchaImage, sampleCaptchas } from './captchaFixtures';
import { SearchBar } from '../SearchBar/SearchBar';
import { dialogButton } from '../Dialog/Dialog';

type DemoProps = Pick<CaptchaDialogProps, 'onSuccess' | 'onRefresh'> & {
  /** The code the pretend back end accepts for the current image. */
  accepts?: 'current' | 'never';
  initiallyOpen?: boolean;
  loading?: boolean;
  /** Offers the spoken code (听语音验证码). */
  audio?: boolean;
};

/** A stateful stand-in for the app: it keeps a captcha and "checks" codes against it. */
function CaptchaDemo({ accepts = 'current', initiallyOpen = false, loading = false, audio = true, onSuccess, onRefresh }: DemoProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const [index, setIndex] = useState(0);
  const current = sampleCaptchas[index % sampleCaptchas.length]!;
  return (
    <>
      <button type="button" className={dialogButton({ variant: 'primary' })} onClick={() => setOpen(true)}>
        下载信用报告
      </button>
      <CaptchaDialog
        open={open}
        onOpenChange={setOpen}
        imageSrc={loading ? undefined : captchaImage(current)}
        audioSrc={audio && !loading ? `${captchaAudio()}#${index}` : undefined}
        onRefresh={() => {
          setIndex((value) => value + 1);
          onRefresh();
        }}
        onSubmit={async (code) => accepts === 'current' && code.toUpperCase() === current}
        onSuccess={onSuccess}
      />
    </>
  );
}

const meta = {
  title: '组件/CaptchaDialog 安全验证',
  component: CaptchaDemo,
  args: { onSuccess: fn(), onRefresh: fn() },
} satisfies Meta<typeof CaptchaDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = async (canvas: { getByRole: typeof screen.getByRole }) => {
  await userEvent.click(canvas.getByRole('button', { name: '下载信用报告' }));
  return screen.findByRole('dialog', { name: '安全验证' });
};

export const Closed: Story = {};

export const Open: Story = {
  play: async ({ canvas }) => {
    await openDialog(canvas);
    await expect(screen.getByRole('img', { name: '验证码图片' })).toBeVisible();
    await expect(screen.getByLabelText('验证码')).toHaveFocus();
    await expect(screen.getByLabelText('验证码')).toHaveAttribute('maxLength', '4');
  },
};

/** The spoken code for a visitor who cannot read the picture: reachable by Tab, its state said beside it. */
export const Audio: Story = {
  play: async ({ canvas }) => {
    await openDialog(canvas);
    await expect(screen.getByRole('button', { name: '听语音验证码' })).toBeVisible();
  },
};

/** Without the audio alternative (a back end that offers none). */
export const PictureOnly: Story = {
  args: { audio: false },
  play: async ({ canvas }) => {
    await openDialog(canvas);
    await expect(screen.queryByRole('button', { name: '听语音验证码' })).toBeNull();
  },
};

/** While the image loads, the dialog says so. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await openDialog(canvas);
    await expect(screen.getByRole('status')).toHaveTextContent('验证码加载中…');
  },
};

export const EmptyCode: Story = {
  play: async ({ canvas }) => {
    await openDialog(canvas);
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await expect(screen.getByLabelText('验证码')).toHaveAccessibleDescription('请输入验证码');
  },
};

/** A wrong code: a new image, an empty field and 验证码错误，请重新输入. */
export const WrongCode: Story = {
  play: async ({ canvas, args }) => {
    await openDialog(canvas);
    await userEvent.type(screen.getByLabelText('验证码'), 'ABCD');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('验证码错误，请重新输入'));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    await expect(screen.getByLabelText('验证码')).toHaveValue('');
  },
};

export const ZoomedImage: Story = {
  play: async ({ canvas }) => {
    await openDialog(canvas);
    await userEvent.click(screen.getByRole('button', { name: '放大验证码' }));
    await expect(screen.getByRole('button', { name: '缩小验证码' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Passed: Story = {
  play: async ({ canvas, args }) => {
    await openDialog(canvas);
    await userEvent.type(screen.getByLabelText('验证码'), sampleCaptchas[0]);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onSuccess).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: '下载信用报告' })).toHaveFocus();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: Open.play,
};

/** `useCaptchaGate()` gives SearchBar its `requestCaptcha`: search only after a passed check. */
function SearchWithCaptcha({ onSearch }: { onSearch: (query: { type: number; keyword: string }) => void }) {
  const [index, setIndex] = useState(0);
  const current = sampleCaptchas[index % sampleCaptchas.length]!;
  const gate = useCaptchaGate({ onOpen: () => setIndex((value) => value + 1) });
  return (
    <>
      <SearchBar requestCaptcha={gate.requestCaptcha} onSearch={onSearch} />
      <CaptchaDialog
        {...gate.dialogProps}
        imageSrc={captchaImage(current)}
        onRefresh={() => setIndex((value) => value + 1)}
        onSubmit={async (code) => code.toUpperCase() === current}
      />
    </>
  );
}

export const WithSearchBar: StoryObj<typeof SearchWithCaptcha> = {
  render: (args) => <SearchWithCaptcha {...args} />,
  args: { onSearch: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索关键词' }), '示例市信用科技有限公司');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await screen.findByRole('dialog', { name: '安全验证' });
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('验证码'), sampleCaptchas[1]);
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(args.onSearch).toHaveBeenCalledWith({ type: 0, keyword: '示例市信用科技有限公司' }),
    );
  },
};
