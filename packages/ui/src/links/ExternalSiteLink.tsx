import type { MouseEvent } from 'react';
import { visuallyHidden } from '../styles/visuallyHidden.css';
import { isSafeUrl } from './safeUrl';

export interface ExternalSiteLinkProps {
  href: string;
  name: string;
  className: string;
  /** Confirms before leaving (the external-link dialog); without it the link opens a new window. */
  onExternalLink?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Runs before `onExternalLink`, e.g. to close the menu holding the link. */
  onChoose?: () => void;
  labels: { external: string; newWindow: string };
}

/**
 * A link to another site (a city or district credit site): through `onExternalLink` when given,
 * else in a new window, with the hint read to screen readers. An unsafe address is shown as text.
 */
export function ExternalSiteLink({ href, name, className, onExternalLink, onChoose, labels }: ExternalSiteLinkProps) {
  if (!isSafeUrl(href)) return <span className={className}>{name}</span>;
  const target = href.trim();
  return (
    <a
      href={target}
      className={className}
      {...(onExternalLink
        ? {
            onClick: (event: MouseEvent<HTMLAnchorElement>) => {
              event.preventDefault();
              onChoose?.();
              onExternalLink(target, event);
            },
          }
        : { target: '_blank', rel: 'noopener noreferrer' })}
    >
      {name}
      <span className={visuallyHidden}>{onExternalLink ? labels.external : labels.newWindow}</span>
    </a>
  );
}
