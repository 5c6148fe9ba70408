import { lazy, Suspense } from 'react';
import { useCareMode } from './AccessibilityBar';
import { useSessionTimeout } from './useSessionTimeout';

const SessionTimeoutDialog = lazy(() => import('./SessionTimeoutDialog'));

/** 登录即将过期: asked shortly before a login expires (useSessionTimeout), earlier in 关怀版. */
export default function SessionTimeout({ loggedIn, onLogout }: { loggedIn: boolean; onLogout: () => void }) {
  const care = useCareMode();
  const { expiresAt, dismiss } = useSessionTimeout(loggedIn, care);
  return expiresAt === null ? null : (
    <Suspense fallback={null}>
      <SessionTimeoutDialog expiresAt={expiresAt} onClose={dismiss} onLogout={onLogout} />
    </Suspense>
  );
}

