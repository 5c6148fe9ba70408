import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { creditArchiveHref } from './creditArchive';

/** A subject's name (or other words) leading to its credit archive. */
export function CreditArchiveLink({ creditCode, children }: { creditCode: string; children: ReactNode }) {
  return <Link to={creditArchiveHref(creditCode)}>{children}</Link>;
}
