import { lazy, Suspense } from 'react';
import { useCareMode } from './AccessibilityBar';
import { useSessionTimeout } from './useSessionTimeout';

const SessionTimeoutDialog = lazy(() => import('./SessionTimeoutDialog'));

/** 登录即将过期: asked shortly before a login expires (useSessionTimeout), earlier in 关怀版; rendered for a logged-in visitor only. */
export default function SessionTimeout({ onLogout }: { onLogout: () => void }) {
  const care = useCareMode();
  const { expiresAt, dismiss } = useSessionTimeout(care);
  return expiresAt === null ? null : (
    <Suspense fallback={null}>
      <SessionTimeoutDialog expiresAt={expiresAt} onClose={dismiss} onLogout={onLogout} />
    </Suspense>
  );
}

