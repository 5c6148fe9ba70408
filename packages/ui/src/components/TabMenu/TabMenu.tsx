import { forwardRef, type MouseEvent } from 'react';
import { useUiLink } from '../UiProvider/UiProvider';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { splitTabRows } from './splitTabRows';
import * as styles from './TabMenu.css';

/** Navigation tab type (spec §3): 0 internal route, 1 external link, 2 excluded. */
export type NavigationTabType = 0 | 1 | 2;

/** A navigation tab as the navigation-bar tree returns it (spec §3). */
export interface NavigationTab {
  id: string | number;
  name: string;
  type: NavigationTabType;
  href: string;
}

export interface TabMenuLabels {
  /** Accessible name of the navigation landmark. */
  nav: string;
  /** Read after an external link's name when it opens in a new tab. */
  newWindow: string;
  /** Read after an external link's name when the app confirms before leaving. */
  external: string;
}

export const defaultTabMenuLabels: TabMenuLabels = {
  nav: '主导航',
  newWindow: '（在新窗口打开）',
  external: '（外部链接）',
};

export interface TabMenuProps {
  tabs: readonly NavigationTab[];
  /** The current location; the internal tab with this href is marked as the current page. */
  activeHref?: string;
  /**
   * Called instead of following an external (type 1) tab, so the app can confirm leaving
   * the site (spec §4). Without it, external tabs open in a new tab.
   */
  onExternalLink?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  labels?: Partial<TabMenuLabels>;
  className?: string;
}

/** The portal's main navigation (spec §2 Tab menu): one or two rows of links. */
export const TabMenu = forwardRef<HTMLElement, TabMenuProps>(function TabMenu(
  { tabs, activeHref, onExternalLink, labels: labelOverrides, className },
  ref,
) {
  const labels = { ...defaultTabMenuLabels, ...labelOverrides };
  const Link = useUiLink();
  const shown = tabs.filter((tab) => tab.type !== 2);
  const [firstCount] = splitTabRows(shown.length);
  const rows = [shown.slice(0, firstCount), shown.slice(firstCount)].filter((r) => r.length > 0);

  const renderTab = (tab: NavigationTab) => {
    if (tab.type === 1) {
      if (onExternalLink) {
        return (
          <a
            href={tab.href}
            className={styles.link}
            onClick={(event) => {
              event.preventDefault();
              onExternalLink(tab.href, event);
            }}
          >
            {tab.name}
            <span className={visuallyHidden}>{labels.external}</span>
          </a>
        );
      }
      return (
        <a href={tab.href} target="_blank" rel="noopener noreferrer" className={styles.link}>
          {tab.name}
          <span className={visuallyHidden}>{labels.newWindow}</span>
        </a>
      );
    }
    const current = activeHref !== undefined && activeHref === tab.href;
    return (
      <Link href={tab.href} className={styles.link} aria-current={current ? 'page' : undefined}>
        {tab.name}
      </Link>
    );
  };

  return (
    <nav ref={ref} aria-label={labels.nav} className={[styles.nav, className].filter(Boolean).join(' ')}>
      <div className={styles.inner}>
        {rows.map((row, index) => (
          <ul key={index} className={styles.row({ position: index === 0 ? 'first' : 'rest' })}>
            {row.map((tab) => (
              <li key={tab.id} className={styles.item}>
                {renderTab(tab)}
              </li>
            ))}
          </ul>
        ))}
      </div>
    </nav>
  );
});
TabMenu.displayName = 'TabMenu';
