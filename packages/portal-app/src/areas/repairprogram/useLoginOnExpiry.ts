// What the program's browser-only interactions (导出 CSV, the batch's file check) do when a call finds the
// session ended: the login, keeping the page's address. Pages' data and forms decide it in their route's
// loader and action instead (program.ts operatorLoader, loginOnExpiry).
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginAddress, needsLogin } from './program';

/** Sends the operator to the login when `error` says the session is gone; true when it did. */
export function useLoginOnExpiry(): (error: unknown) => boolean {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (error: unknown) => {
      const problem = needsLogin(error);
      if (!problem) return false;
      void navigate(loginAddress(location.pathname + location.search, problem === 'expired' ? 'expired' : undefined), { replace: true });
      return true;
    },
    [navigate, location.pathname, location.search],
  );
}
