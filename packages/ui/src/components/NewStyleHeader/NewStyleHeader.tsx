import { forwardRef, type MouseEvent } from 'react';
import { useUiLink } from '../UiProvider/UiProvider';
import { ExternalSiteLink } from '../../links/ExternalSiteLink';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import * as styles from './NewStyleHeader.css';

export interface NewStyleLink {
  id: string | number;
  name: string;
  /** An external address (http, https, mailto, tel); others are not linked. */
  href: string;
}

export interface NewStyleHeaderLabels {
  /** Accessible name of the link menu. */
  nav: string;
  home: string;
  newWindow: string;
  external: string;
}

export const defaultNewStyleHeaderLabels: NewStyleHeaderLabels = {
  nav: '相关链接',
  home: '首页',
  newWindow: '（在新窗口打开）',
  external: '（外部链接）',
};

export interface NewStyleHeaderProps {
  /** The portal's name: the logo's text alternative. */
  portalName: string;
  /** The logo image (it usually contains the portal's name). */
  logoSrc: string;
  homeHref?: string;
  /** The fixed set of external links of the new-style state (spec §2). */
  links: readonly NewStyleLink[];
  /** Called instead of following a link, so the app can confirm leaving (spec §4). */
  onExternalLink?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Keep the header at the top of the window while the page scrolls. Default true. */
  sticky?: boolean;
  labels?: Partial<NewStyleHeaderLabels>;
  className?: string;
}

/**
 * The header of the main layout's new-style state (spec §2: on the credit-service and
 * enterprise-archive pages): a logo and a fixed menu of external links.
 */
export const NewStyleHeader = forwardRef<HTMLElement, NewStyleHeaderProps>(function NewStyleHeader(
  { portalName, logoSrc, homeHref = '/home', links, onExternalLink, sticky = true, labels: labelOverrides, className },
  ref,
) {
  const labels = { ...defaultNewStyleHeaderLabels, ...labelOverrides };
  const Link = useUiLink();
  return (
    <header ref={ref} className={[styles.header({ sticky }), className].filter(Boolean).join(' ')}>
      <div className={styles.inner}>
        <Link href={homeHref} className={styles.brand}>
          <img src={logoSrc} alt={portalName} className={styles.logo} />
          <span className={visuallyHidden}>{`（${labels.home}）`}</span>
        </Link>
        {links.length > 0 ? (
          <nav aria-label={labels.nav}>
            <ul className={styles.list}>
              {links.map((link) => (
                <li key={link.id}>
                  <ExternalSiteLink href={link.href} name={link.name} className={styles.link} onExternalLink={onExternalLink} labels={labels} />
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </header>
  );
});
NewStyleHeader.displayName = 'NewStyleHeader';
