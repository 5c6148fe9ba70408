import { Suspense, useState, type ReactNode } from 'react';
import { Await, useAsyncError } from 'react-router';
import { catalogueMessage, unwrap, type Schemas } from '@credit-portal/api-client';
import { Skeleton } from '@credit-portal/ui';
import { FORBIDDEN, messageOf, streamed } from '../../shell/routeData';
import { useShell } from '../../shell/ShellContext';
import { portal } from '../../shell/portal';
import { LoadFailure, LoginNotice } from '../../views/LoginNotice';

export type DeclarantEnterprise = Schemas['DeclarantEnterprise'];

/** The enterprise as a route's loader gives it (declarantEnterprise in loaders.ts): FORBIDDEN for other accounts, null when anonymous. */
export type LoadedEnterprise = DeclarantEnterprise | typeof FORBIDDEN | null;

export interface EnterpriseGateProps {
  /** What the visitor logs in for, e.g. 发布自主声明. */
  action: string;
  /**
   * What the route's loader read. A page whose route does not read it (the farming forms) leaves it
   * out, and the gate asks for the enterprise itself.
   */
  enterprise?: LoadedEnterprise;
  children: (enterprise: DeclarantEnterprise) => ReactNode;
}

/**
 * The declarations of this area are an enterprise's own (openapi: enterprise accounts only, userType 2).
 * Anonymous visitors get a way to log in; logged-in visitors the form, prefilled with the enterprise the
 * account acts for (getEnterprise); other user types the server's no-permission answer and who may file.
 */
export function EnterpriseGate({ action, enterprise, children }: EnterpriseGateProps) {
  const shell = useShell();
  if (!shell.user) return <LoginNotice action={action} />;
  if (enterprise === undefined) return <AskedEnterprise>{children}</AskedEnterprise>;
  if (enterprise === null) return <LoginNotice action={action} />;
  // No permission (spec §8) is the account's type: nothing to retry.
  if (enterprise === FORBIDDEN) return <LoadFailure message={catalogueMessage('forbidden')} onRetry={() => undefined} who="企业用户" />;
  return <>{children(enterprise)}</>;
}

/** The account's enterprise, asked for by the gate (a failure is shown in its place, never unhandled). */
const askEnterprise = () => streamed(unwrap(portal.api.GET('/cmpinternetportalfront/independentdeclaration/qzindependentdeclaration/getEnterprise')));

/**
 * For a page whose route's loader does not read the enterprise: the gate asks for it once, shows a
 * skeleton meanwhile and a failure in place of the form, with a retry that asks again.
 */
function AskedEnterprise({ children }: { children: (enterprise: DeclarantEnterprise) => ReactNode }) {
  const [enterprise, setEnterprise] = useState(askEnterprise);
  return (
    <Suspense fallback={<Skeleton variant="list" count={4} label="正在加载企业信息" />}>
      <Await resolve={enterprise} errorElement={<AskFailure onRetry={() => setEnterprise(askEnterprise())} />}>
        {(loaded: DeclarantEnterprise) => children(loaded)}
      </Await>
    </Suspense>
  );
}

function AskFailure({ onRetry }: { onRetry: () => void }) {
  return <LoadFailure message={messageOf(useAsyncError())} onRetry={onRetry} who="企业用户" />;
}
