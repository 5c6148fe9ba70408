import { forwardRef, useEffect, useId, useState } from 'react';
import { useUiLink } from '../UiProvider/UiProvider';
import { DisclosureMark, defaultDisclosureWords, type DisclosureWords } from '../DisclosureMark/DisclosureMark';
import * as styles from './SideMenu.css';

/** A menu item (spec §3: id, name), resolved to an address. */
export interface SideMenuItem {
  id: string | number;
  name: string;
  href: string;
}

/** The part of `Storage` the menu uses, so tests and apps can hand in their own. */
export type SideMenuStorage = Pick<Storage, 'getItem' | 'setItem'>;

export const defaultSideMenuStorageKey = 'credit-portal:side-menu:collapsed';

export interface SideMenuLabels extends DisclosureWords {
  /** Visible text of the collapse/expand button (its state is in aria-expanded). */
  toggle: string;
}

/** `expand` and `collapse` show beside `toggle` in 关怀版, in place of the ▾. */
export const defaultSideMenuLabels: SideMenuLabels = { toggle: '栏目菜单', ...defaultDisclosureWords };

export interface SideMenuProps {
  /** The menu's heading and the navigation's accessible name, e.g. 自贸区. */
  title: string;
  items: readonly SideMenuItem[];
  /** The current location: the item with this href is marked as the current page. */
  activeHref?: string;
  /** Where the collapsed state is remembered (spec §4); default localStorage, null for none. */
  storage?: SideMenuStorage | null;
  storageKey?: string;
  /** When nothing was remembered yet. Default false (open). */
  defaultCollapsed?: boolean;
  onCollapsedChange?: (collapsed: boolean) => void;
  labels?: Partial<SideMenuLabels>;
  className?: string;
}

function localStorageOrNull(): SideMenuStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readCollapsed(storage: SideMenuStorage | null, key: string, fallback: boolean): boolean {
  try {
    const value = storage?.getItem(key);
    return value === '1' ? true : value === '0' ? false : fallback;
  } catch {
    return fallback;
  }
}

/**
 * The side menu of the sub-sites' "more" pages (spec §2, §9: 230 px wide): a `<nav>` of links
 * with `aria-current`, collapsible with a button that reports `aria-expanded`; the collapsed
 * state is remembered (spec §4: the sidebar's open flag).
 */
export const SideMenu = forwardRef<HTMLElement, SideMenuProps>(function SideMenu(
  {
    title,
    items,
    activeHref,
    storage: storageProp,
    storageKey = defaultSideMenuStorageKey,
    defaultCollapsed = false,
    onCollapsedChange,
    labels: labelOverrides,
    className,
  },
  ref,
) {
  const labels = { ...defaultSideMenuLabels, ...labelOverrides };
  const storage = storageProp === undefined ? localStorageOrNull() : storageProp;
  const [collapsed, setCollapsed] = useState(() => readCollapsed(storage, storageKey, defaultCollapsed));
  const Link = useUiLink();
  const listId = useId();

  // A different key (another sub-site) has its own remembered state.
  useEffect(() => {
    setCollapsed(readCollapsed(storage, storageKey, defaultCollapsed));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [storageKey]);

  const toggle = () => {
    const next = !collapsed;
    setCollapsed(next);
    try {
      storage?.setItem(storageKey, next ? '1' : '0');
    } catch {
      // Storage refused: the state lasts for this page only.
    }
    onCollapsedChange?.(next);
  };

  return (
    <nav
      ref={ref}
      aria-label={title}
      className={[styles.nav, className].filter(Boolean).join(' ')}
    >
      <div className={styles.header}>
        <h2 className={styles.title}>{title}</h2>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={!collapsed}
          aria-controls={listId}
          onClick={toggle}
        >
          {labels.toggle}
          <DisclosureMark expanded={!collapsed} words={labels} chevronClassName={styles.chevron} />
        </button>
      </div>
      <ul id={listId} className={styles.list} hidden={collapsed}>
        {items.map((item) => (
          <li key={item.id}>
            <Link
              href={item.href}
              className={styles.link}
              aria-current={activeHref !== undefined && item.href === activeHref ? 'page' : undefined}
            >
              {item.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
});
SideMenu.displayName = 'SideMenu';
