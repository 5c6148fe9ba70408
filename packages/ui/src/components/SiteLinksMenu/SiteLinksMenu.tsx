import {
  forwardRef,
  useEffect,
  useId,
  useRef,
  useState,
  type MouseEvent,
} from 'react';
import { useHydrated } from '../../hydration/useHydrated';
import { ExternalSiteLink } from '../../links/ExternalSiteLink';
import { DisclosureMark, defaultDisclosureWords, type DisclosureWords } from '../DisclosureMark/DisclosureMark';
import * as styles from './SiteLinksMenu.css';

/** A link entry (spec §3: id, name, url, pictureId). */
export interface SiteLinkEntry {
  id: string | number;
  name: string;
  url: string;
}

/** Entries of one group name (spec §3: the drop-down is grouped by group name). */
export interface SiteLinkGroup {
  name: string;
  links: readonly SiteLinkEntry[];
}

/** `expand` and `collapse` show beside a group's name in 关怀版, in place of the ▾. */
export interface SiteLinksMenuLabels extends DisclosureWords {
  /** Accessible name of the navigation. */
  nav: string;
  newWindow: string;
  external: string;
}

export const defaultSiteLinksMenuLabels: SiteLinksMenuLabels = {
  nav: '相关网站',
  newWindow: '（在新窗口打开）',
  external: '（外部链接）',
  ...defaultDisclosureWords,
};

export interface SiteLinksMenuProps {
  /** e.g. 市级信用网站 (ten city credit sites) and 区县信用网站 (five districts), spec §2. */
  groups: readonly SiteLinkGroup[];
  /**
   * Called instead of following a link, so the app can confirm leaving the site (spec §4,
   * `useExternalLinkConfirm`). Without it, links open in a new window.
   */
  onExternalLink?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  labels?: Partial<SiteLinksMenuLabels>;
  className?: string;
}

interface GroupProps {
  group: SiteLinkGroup;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onExternalLink: SiteLinksMenuProps['onExternalLink'];
  labels: SiteLinksMenuLabels;
}

function SiteLinkDropDown({ group, open, onOpenChange, onExternalLink, labels }: GroupProps) {
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  // Until the page's script runs, the list shows while the focus is in its group (its button clicked or
  // tabbed to, then its links): the server's HTML is a working menu without JavaScript.
  const hydrated = useHydrated();

  // While open: a click anywhere else closes it; Escape closes it and returns to its button.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (wrapper.current && !wrapper.current.contains(event.target as Node)) onOpenChange(false);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onOpenChange(false);
      if (wrapper.current?.contains(document.activeElement)) button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, onOpenChange]);

  return (
    <div
      ref={wrapper}
      className={styles.group}
      data-without-script={hydrated ? undefined : ''}
      onBlur={(event) => {
        // Tabbing out of the drop-down closes it.
        if (open && !(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) {
          onOpenChange(false);
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        // Before hydration the focus, not the button, shows the list: no state to announce that could be false.
        aria-expanded={hydrated ? open : undefined}
        aria-controls={listId}
        onClick={() => onOpenChange(!open)}
      >
        {group.name}
        <DisclosureMark expanded={open} words={labels} chevronClassName={styles.chevron} />
      </button>
      <ul id={listId} className={styles.panel} hidden={hydrated ? !open : undefined}>
        {group.links.map((link) => (
          <li key={link.id}>
            <ExternalSiteLink
              href={link.url}
              name={link.name}
              className={styles.link}
              onExternalLink={onExternalLink}
              onChoose={() => onOpenChange(false)}
              labels={labels}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The city and district credit-site drop-downs of the headers (spec §2): one disclosure button
 * per group name, each opening a list of links. Escape, a click elsewhere or leaving with Tab
 * closes it; links go through `onExternalLink` when given.
 */
export const SiteLinksMenu = forwardRef<HTMLElement, SiteLinksMenuProps>(function SiteLinksMenu(
  { groups, onExternalLink, labels: labelOverrides, className },
  ref,
) {
  const labels = { ...defaultSiteLinksMenuLabels, ...labelOverrides };
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  if (groups.length === 0) return null;
  return (
    <nav ref={ref} aria-label={labels.nav} className={[styles.nav, className].filter(Boolean).join(' ')}>
      {groups.map((group) => (
        <SiteLinkDropDown
          key={group.name}
          group={group}
          open={openGroup === group.name}
          onOpenChange={(open) => setOpenGroup((current) => (open ? group.name : current === group.name ? null : current))}
          onExternalLink={onExternalLink}
          labels={labels}
        />
      ))}
    </nav>
  );
});
SiteLinksMenu.displayName = 'SiteLinksMenu';

/**
 * Groups entries that carry their group's name (as a flat list from the back end) into the
 * menu's groups, keeping the order in which each group name first appears.
 */
export function groupSiteLinks<T extends SiteLinkEntry>(
  entries: readonly T[],
  groupName: (entry: T) => string,
): SiteLinkGroup[] {
  const groups = new Map<string, SiteLinkEntry[]>();
  for (const entry of entries) {
    const name = groupName(entry);
    const list = groups.get(name) ?? [];
    list.push({ id: entry.id, name: entry.name, url: entry.url });
    groups.set(name, list);
  }
  return [...groups].map(([name, links]) => ({ name, links }));
}
