import type { ReactNode } from 'react';
import { catalogueMessage, type Schemas } from '@credit-portal/api-client';
import { FORBIDDEN } from '../shell/routeData';
import { LoadFailure, LoginNotice } from '../views/LoginNotice';

export type DeclarantEnterprise = Schemas['DeclarantEnterprise'];

/** The enterprise as a route's loader gives it (declarantEnterprise, declarant.ts): FORBIDDEN for other accounts, null when anonymous. */
export type LoadedEnterprise = DeclarantEnterprise | typeof FORBIDDEN | null;

export interface EnterpriseGateProps {
  /** What the visitor logs in for, e.g. 发布自主声明. */
  action: string;
  /** What the route's loader read (declarantEnterprise). */
  enterprise: LoadedEnterprise;
  children: (enterprise: DeclarantEnterprise) => ReactNode;
}

/**
 * The declarations of this area are an enterprise's own (openapi: enterprise accounts only, userType 2).
 * Anonymous visitors get a way to log in; logged-in visitors the form, prefilled with the enterprise the
 * account acts for (getEnterprise, read by the route's loader); other user types the server's
 * no-permission answer and who may file.
 */
export function EnterpriseGate({ action, enterprise, children }: EnterpriseGateProps) {
  // The loader read no enterprise for an anonymous visitor (ifSignedIn): null.
  if (enterprise === null) return <LoginNotice action={action} />;
  // No permission (spec §8) is the account's type: nothing to retry.
  if (enterprise === FORBIDDEN) return <LoadFailure message={catalogueMessage('forbidden')} onRetry={() => undefined} who="企业用户" />;
  return <>{children(enterprise)}</>;
}
