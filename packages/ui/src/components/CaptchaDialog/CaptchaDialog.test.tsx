import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { userEvent as browserUser } from 'vitest/browser';
import { useEffect, useState } from 'react';
import { CaptchaDialog, type CaptchaDialogProps } from './CaptchaDialog';
import { useCaptchaGate } from './useCaptchaGate';
import { captchaAudio, captchaImage } from './captchaFixtures';
import { renderWithUi } from '../../test/renderWithUi';
import { axeViolations } from '../../test/axe';

function Harness(props: Partial<CaptchaDialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        搜索
      </button>
      <CaptchaDialog
        open={open}
        onOpenChange={setOpen}
        imageSrc={captchaImage('7K3P')}
        onRefresh={() => {}}
        onSubmit={async () => true}
        {...props}
      />
    </>
  );
}

async function openIt(props: Partial<CaptchaDialogProps> = {}) {
  const user = userEvent.setup();
  renderWithUi(<Harness {...props} />);
  const trigger = screen.getByRole('button', { name: '搜索' });
  await user.click(trigger);
  const dialog = await screen.findByRole('dialog', { name: '安全验证' });
  return { user, trigger, dialog, field: screen.getByLabelText('验证码') };
}

describe('CaptchaDialog', () => {
  it('shows the image, a labelled field of 4 characters with focus, and 确定 / 取消', async () => {
    const { dialog, field } = await openIt();
    expect(screen.getByRole('img', { name: '验证码图片' })).toBeVisible();
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('placeholder', '请输入验证码');
    expect(field).toHaveAttribute('maxlength', '4');
    expect(screen.getByRole('button', { name: '确定' })).toBeVisible();
    expect(screen.getByRole('button', { name: '取消' })).toBeVisible();
    expect(screen.getByRole('button', { name: '看不清？换一张' })).toBeVisible();
    expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(550);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('plays the code spoken for a visitor who cannot read it, says so, and stops on request', async () => {
    // A recording long enough that it is still playing when the visitor stops it, however slow the machine.
    const { user, dialog } = await openIt({ audioSrc: captchaAudio(10) });
    const status = within(dialog).getByRole('status');
    // A real click (the browser plays sound only after a visitor's gesture).
    await browserUser.click(screen.getByRole('button', { name: '听语音验证码' }));
    await waitFor(() => expect(status).toHaveTextContent('正在播放语音验证码，请输入听到的字符'));
    await user.click(screen.getByRole('button', { name: '停止播放' }));
    expect(status).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: '听语音验证码' })).toBeVisible();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('stops playing the code at the recording’s end', async () => {
    const { dialog } = await openIt({ audioSrc: captchaAudio() });
    const status = within(dialog).getByRole('status');
    await browserUser.click(screen.getByRole('button', { name: '听语音验证码' }));
    // The 0.3 s recording ends by itself: the button offers it again and the status says nothing.
    await waitFor(() => expect(dialog.querySelector('audio')?.ended).toBe(true), { timeout: 3000 });
    await waitFor(() => expect(status).toBeEmptyDOMElement());
    expect(screen.getByRole('button', { name: '听语音验证码' })).toBeVisible();
  });

  it('says when the recording cannot be played', async () => {
    const { user } = await openIt({ audioSrc: 'data:audio/wav;base64,AAAA' });
    await user.click(screen.getByRole('button', { name: '听语音验证码' }));
    await waitFor(() => expect(screen.getByText('语音验证码播放失败，请换一张后重试')).toBeVisible());
  });

  it('never takes more than 4 characters', async () => {
    const { user, field } = await openIt();
    await user.type(field, '7K3PX9');
    expect(field).toHaveValue('7K3P');
  });

  it('sends the code, reports success and closes, giving focus back to the trigger', async () => {
    const onSubmit = vi.fn(async () => true);
    const onSuccess = vi.fn();
    const { user, field, trigger } = await openIt({ onSubmit, onSuccess });
    await user.type(field, '7k3p');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onSubmit).toHaveBeenCalledWith('7k3p');
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(trigger).toHaveFocus();
  });

  it('on a wrong code refreshes the image, clears the field and says 验证码错误，请重新输入', async () => {
    const onRefresh = vi.fn();
    const onSuccess = vi.fn();
    const { user, field } = await openIt({ onSubmit: async () => false, onRefresh, onSuccess });
    await user.type(field, 'ABCD');
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('验证码错误，请重新输入'));
    expect(screen.getByRole('alert')).toHaveTextContent('验证码错误，请重新输入');
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('after a wrong code hides the spent image and sends no code until the new image has come', async () => {
    const onSubmit = vi.fn(async (code: string) => code === 'M9QA');
    // The new image's address comes when the test says (the back end's answer to the refresh).
    const arrival = { arrive: () => {} };
    function Refreshing() {
      const [refreshed, setRefreshed] = useState(false);
      const [arrived, setArrived] = useState(false);
      useEffect(() => {
        arrival.arrive = () => setArrived(true);
      }, []);
      return (
        <CaptchaDialog
          open
          onOpenChange={() => {}}
          imageSrc={!refreshed ? captchaImage('7K3P') : arrived ? captchaImage('M9QA') : undefined}
          onRefresh={() => setRefreshed(true)}
          onSubmit={onSubmit}
        />
      );
    }
    const user = userEvent.setup();
    renderWithUi(<Refreshing />);
    const field = await screen.findByLabelText('验证码');
    await user.type(field, 'ABCD');
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('验证码错误，请重新输入'));
    // The new image has not come: the refused one is gone and 确定 waits.
    expect(screen.queryByRole('img', { name: '验证码图片' })).toBeNull();
    await user.type(field, '7K3P');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请等待新的验证码图片出现后再输入');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    // It comes: its code is sent.
    act(() => arrival.arrive());
    expect(screen.getByRole('img', { name: '验证码图片' })).toBeVisible();
    await user.clear(field);
    await user.type(field, 'M9QA');
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onSubmit).toHaveBeenLastCalledWith('M9QA'));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('treats a failed check like a wrong code, with a try-again message', async () => {
    const onRefresh = vi.fn();
    const { user, field } = await openIt({
      onSubmit: async () => {
        throw new Error('offline');
      },
      onRefresh,
    });
    await user.type(field, 'ABCD');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('网络异常，请稍后重试'));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('asks for the code when it is empty, without calling the back end', async () => {
    const onSubmit = vi.fn(async () => true);
    const { user } = await openIt({ onSubmit });
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请输入验证码');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clears the code when closed with 取消 and reopened', async () => {
    const { user, field, trigger } = await openIt();
    await user.type(field, '7K');
    await user.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveFocus();
    await user.click(trigger);
    expect(await screen.findByLabelText('验证码')).toHaveValue('');
  });

  it('asks for a new image with 看不清？换一张 and zooms the image on request', async () => {
    const onRefresh = vi.fn();
    const { user } = await openIt({ onRefresh });
    await user.click(screen.getByRole('button', { name: '看不清？换一张' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    const zoom = screen.getByRole('button', { name: '放大验证码' });
    expect(zoom).toHaveAttribute('aria-pressed', 'false');
    await user.click(zoom);
    expect(screen.getByRole('button', { name: '缩小验证码' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: '验证码图片' }).getBoundingClientRect().height).toBe(120);
  });
});

describe('useCaptchaGate', () => {
  it('resolves true once the visitor passed the dialog', async () => {
    const onOpen = vi.fn();
    const { result } = renderHook(() => useCaptchaGate({ onOpen }));
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = result.current.requestCaptcha();
    });
    expect(result.current.dialogProps.open).toBe(true);
    expect(onOpen).toHaveBeenCalledTimes(1);
    act(() => {
      result.current.dialogProps.onSuccess();
      result.current.dialogProps.onOpenChange(false);
    });
    await expect(answer).resolves.toBe(true);
    expect(result.current.dialogProps.open).toBe(false);
  });

  it('resolves false when the visitor closes the dialog', async () => {
    const { result } = renderHook(() => useCaptchaGate());
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = result.current.requestCaptcha();
    });
    act(() => result.current.dialogProps.onOpenChange(false));
    await expect(answer).resolves.toBe(false);
  });

  it('answers false to an earlier request when a new one starts', async () => {
    const { result } = renderHook(() => useCaptchaGate());
    let first: Promise<boolean> | undefined;
    act(() => {
      first = result.current.requestCaptcha();
    });
    act(() => {
      void result.current.requestCaptcha();
    });
    await expect(first).resolves.toBe(false);
  });
});
