import { useEffect, useState } from 'react';
import { catalogueMessage, isPortalError, unwrap } from '@credit-portal/api-client';
import { Dialog, dialogButton, useToast } from '@credit-portal/ui';
import { portal } from '#portal';

/** Minutes and seconds, as the dialog says them. */
function timeLeft(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  return minutes > 0 ? `${minutes} 分 ${seconds % 60} 秒` : `${seconds} 秒`;
}

/**
 * 登录即将过期 (WCAG 2.2.1): shortly before the login expires, the visitor is asked whether to go
 * on. 继续使用 renews the same token (renewToken); 退出登录 logs out. Left alone, the login expires and the
 * session-expiry flow keeps what was typed (SessionExpiry).
 */
export default function SessionTimeoutDialog({ expiresAt, onClose, onLogout }: { expiresAt: number; onClose: () => void; onLogout: () => void }) {
  const toast = useToast();
  const [now, setNow] = useState(() => Date.now());
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = expiresAt - now;
  useEffect(() => {
    if (left <= 0) onClose();
  }, [left, onClose]);

  const renew = async () => {
    setPending(true);
    setFailed(null);
    try {
      const { expires_in } = await unwrap(portal.api.POST('/auth/renewToken'));
      const token = portal.tokenStore.get();
      if (token) portal.tokenStore.set({ ...token, expires_at: Date.now() + expires_in * 1000 });
      toast.success('已为您延长登录时间');
      onClose();
    } catch (error) {
      setFailed(isPortalError(error) ? error.message : catalogueMessage('server'));
      setPending(false);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content title="登录即将过期" description="为保护您的信息安全，登录一段时间后需要重新登录。如需继续办理，请选择“继续使用”。" showCloseButton={false}>
        <Dialog.Body>
          {/* Said once when the dialog opens (its description); the seconds tick visually only. */}
          <p aria-hidden="true">{`剩余时间：${timeLeft(left)}`}</p>
          {failed ? <p role="alert">{failed}</p> : null}
        </Dialog.Body>
        <Dialog.Footer>
          <button type="button" className={dialogButton({ variant: 'secondary' })} onClick={onLogout}>
            退出登录
          </button>
          <button type="button" className={dialogButton({ variant: 'primary' })} aria-disabled={pending || undefined} onClick={() => void (pending ? undefined : renew())}>
            继续使用
          </button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
