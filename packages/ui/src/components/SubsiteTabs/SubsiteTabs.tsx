import { forwardRef } from 'react';
import { useUiLink } from '../UiProvider/UiProvider';
import * as styles from './SubsiteTabs.css';

/** A sub-site tab (spec §3: label, value, resourceId, router name), resolved to an address. */
export interface SubsiteTab {
  label: string;
  value: string | number;
  href: string;
}

export const subsiteTabsVariants = ['underline', 'filled'] as const;
export type SubsiteTabsVariant = (typeof subsiteTabsVariants)[number];

export interface SubsiteTabsProps {
  tabs: readonly SubsiteTab[];
  /** The value of the tab of the current page. */
  activeValue?: SubsiteTab['value'];
  /** Accessible name of the navigation, e.g. the sub-site's name. Default 栏目导航. */
  label?: string;
  /** `underline` (free trade area, medical insurance) or `filled` (farming, credit loan). */
  variant?: SubsiteTabsVariant;
  className?: string;
}

/**
 * The sub-sites' section menu (spec §9: free trade area, medical insurance, farming, credit
 * loan). It changes the route, so it is a `<nav>` of links with `aria-current`, not a tablist.
 */
export const SubsiteTabs = forwardRef<HTMLElement, SubsiteTabsProps>(function SubsiteTabs(
  { tabs, activeValue, label = '栏目导航', variant = 'underline', className },
  ref,
) {
  const Link = useUiLink();
  return (
    <nav ref={ref} aria-label={label} className={[styles.nav({ variant }), className].filter(Boolean).join(' ')}>
      <ul className={styles.list}>
        {tabs.map((tab) => (
          <li key={tab.value} className={styles.item}>
            <Link
              href={tab.href}
              className={styles.link({ variant })}
              aria-current={tab.value === activeValue ? 'page' : undefined}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
});
SubsiteTabs.displayName = 'SubsiteTabs';
