import type { ReactNode } from 'react';
import { unwrap, type Schemas } from '@credit-portal/api-client';
import { Skeleton } from '@credit-portal/ui';
import { useShell } from '../../shell/ShellContext';
import { portal } from '../../shell/portal';
import { useResource } from '../../shell/useResource';
import { LoadFailure, LoginNotice } from '../../views/LoginNotice';

export type DeclarantEnterprise = Schemas['DeclarantEnterprise'];

/**
 * The declarations of this area are an enterprise's own (openapi: enterprise accounts only, userType 2).
 * Anonymous visitors get a way to log in; logged-in visitors the form, prefilled with the enterprise the
 * account acts for (getEnterprise); other user types the server's no-permission answer and who may file.
 */
export function EnterpriseGate({ action, children }: { action: string; children: (enterprise: DeclarantEnterprise) => ReactNode }) {
  const shell = useShell();
  if (!shell.user) return <LoginNotice action={action} />;
  return <LoadedEnterprise>{children}</LoadedEnterprise>;
}

function LoadedEnterprise({ children }: { children: (enterprise: DeclarantEnterprise) => ReactNode }) {
  const enterprise = useResource(
    (signal) => unwrap(portal.api.GET('/cmpinternetportalfront/independentdeclaration/qzindependentdeclaration/getEnterprise', { signal })),
    'declarant-enterprise',
  );
  if (enterprise.status === 'loading') return <Skeleton variant="list" count={4} label="正在加载企业信息" />;
  if (enterprise.status === 'error') return <LoadFailure message={enterprise.message} onRetry={enterprise.retry} who="企业用户" />;
  return <>{children(enterprise.data)}</>;
}
