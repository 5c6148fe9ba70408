import {
  createContext,
  useCallback,
  useContext,
  useId,
  useMemo,
  useRef,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { DisclosureMark, defaultDisclosureWords, type DisclosureWords } from '../DisclosureMark/DisclosureMark';
import * as styles from './CompactHeader.css';

/**
 * The compact header of a phone: the name's row keeps two disclosure buttons, 菜单 and 搜索, and the
 * parts they control (the main menu with the header's site links and account, the search band) stay
 * hidden until one is pressed (the WAI-ARIA disclosure pattern: a button with aria-expanded and
 * aria-controls; Escape closes and gives focus back to the button). One part is open at a time.
 *
 * Without script the page stays usable: the buttons and the hiding exist only where the browser runs
 * scripts (the `scripting` media feature, breakpoints.phoneScripted), so a browser without script
 * shows every part open, as wide screens always do; no script is needed to reach the menu or the search.
 * (A `<details>` disclosure was not chosen: a closed one hides its content on wide screens too.) On a
 * page the server rendered, the buttons answer once the script has run, as the page's other buttons do;
 * nothing moves then, since the server drew the header compact already.
 */
export type CompactPart = 'menu' | 'search';

export interface CompactHeaderLabels {
  menu: string;
  search: string;
  /** Accessible name of the group of buttons. */
  group: string;
}

export const defaultCompactHeaderLabels: CompactHeaderLabels = { menu: '菜单', search: '搜索', group: '菜单与搜索' };

interface CompactHeaderState {
  open: CompactPart | null;
  toggle(part: CompactPart): void;
  close(part: CompactPart): void;
  panelId(part: CompactPart, slot: string): string;
  slots: Record<CompactPart, readonly string[]>;
  toggleRef(part: CompactPart): (element: HTMLButtonElement | null) => void;
}

const CompactHeaderContext = createContext<CompactHeaderState | null>(null);

export interface CompactHeaderProviderProps {
  /**
   * The parts each button controls, by slot name (e.g. menu: ['account', 'nav']): each slot is one
   * `CompactPanel` or element given `useCompactPanel`'s props. A part without slots has no button.
   */
  slots: Partial<Record<CompactPart, readonly string[]>>;
  /** When it changes (the page's address), the open part closes: the visitor has gone where they chose. */
  closeKey?: string;
  children: ReactNode;
}

/** Holds which part is open; the header (SiteHeader) draws the buttons inside it. */
export function CompactHeaderProvider({ slots, closeKey, children }: CompactHeaderProviderProps) {
  const base = useId();
  // What was opened, on which page: it is open only while the page (closeKey) is the same.
  const [opened, setOpened] = useState<{ part: CompactPart | null; on: string | undefined }>({ part: null, on: closeKey });
  const open = opened.on === closeKey ? opened.part : null;
  const buttons = useRef<Partial<Record<CompactPart, HTMLButtonElement | null>>>({});
  const refs = useRef<Partial<Record<CompactPart, (element: HTMLButtonElement | null) => void>>>({});
  // The slot lists are compared by content: a caller may pass new arrays at each render.
  const menuKey = (slots.menu ?? []).join(' ');
  const searchKey = (slots.search ?? []).join(' ');

  const toggleRef = useCallback((part: CompactPart) => {
    refs.current[part] ??= (element) => {
      buttons.current[part] = element;
    };
    return refs.current[part];
  }, []);

  const state = useMemo<CompactHeaderState>(
    () => ({
      open,
      toggle: (part) => setOpened({ part: open === part ? null : part, on: closeKey }),
      close: (part) => {
        if (open === part) setOpened({ part: null, on: closeKey });
        buttons.current[part]?.focus();
      },
      panelId: (part, slot) => `${base}-${part}-${slot}`,
      slots: { menu: menuKey ? menuKey.split(' ') : [], search: searchKey ? searchKey.split(' ') : [] },
      toggleRef,
    }),
    [open, closeKey, base, menuKey, searchKey, toggleRef],
  );
  return <CompactHeaderContext.Provider value={state}>{children}</CompactHeaderContext.Provider>;
}

const isEscape = (event: KeyboardEvent) => event.key === 'Escape' && !event.defaultPrevented;

export interface CompactTogglesProps {
  labels?: Partial<CompactHeaderLabels>;
  words?: DisclosureWords;
  className?: string;
}

/** The 菜单 and 搜索 buttons, drawn on a phone only; nothing outside a CompactHeaderProvider. */
export function CompactToggles({ labels: labelOverrides, words = defaultDisclosureWords, className }: CompactTogglesProps) {
  const state = useContext(CompactHeaderContext);
  if (!state) return null;
  const labels = { ...defaultCompactHeaderLabels, ...labelOverrides };
  const parts = (['menu', 'search'] as const).filter((part) => state.slots[part].length > 0);
  if (parts.length === 0) return null;
  return (
    <div role="group" aria-label={labels.group} className={[styles.toggles, className].filter(Boolean).join(' ')}>
      {parts.map((part) => {
        const expanded = state.open === part;
        return (
          <button
            key={part}
            ref={state.toggleRef(part)}
            type="button"
            className={styles.toggle}
            aria-expanded={expanded}
            aria-controls={state.slots[part].map((slot) => state.panelId(part, slot)).join(' ')}
            onClick={() => state.toggle(part)}
            onKeyDown={(event) => {
              if (expanded && isEscape(event)) {
                event.preventDefault();
                state.close(part);
              }
            }}
          >
            {labels[part]}
            <DisclosureMark expanded={expanded} words={words} chevronClassName={styles.chevron} />
          </button>
        );
      })}
    </div>
  );
}

export interface CompactPanelProps {
  id: string;
  className: string;
  'data-open'?: '';
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
}

/**
 * The props that make an element one of the parts a button controls (its id, its hiding on a phone,
 * Escape inside it closing it); undefined outside a CompactHeaderProvider or for a slot it does not
 * list, where the element stays as it is.
 */
export function useCompactPanel(part: CompactPart, slot: string, className?: string): CompactPanelProps | undefined {
  const state = useContext(CompactHeaderContext);
  if (!state || !state.slots[part].includes(slot)) return undefined;
  const open = state.open === part;
  return {
    id: state.panelId(part, slot),
    className: [styles.panel, className].filter(Boolean).join(' '),
    ...(open ? { 'data-open': '' as const } : {}),
    onKeyDown: (event) => {
      // A drop-down or a dialog opened from inside (drawn elsewhere in the page) closes first, itself.
      if (open && isEscape(event) && event.currentTarget.contains(event.target as Node)) {
        event.preventDefault();
        state.close(part);
      }
    },
  };
}

export interface CompactPanelElementProps extends HTMLAttributes<HTMLDivElement> {
  part: CompactPart;
  slot: string;
  /** `inline` lays the children out in the parent's own row (display: contents), as if unwrapped. */
  layout?: 'block' | 'inline';
}

/** A <div> that is one of the parts a button controls (see useCompactPanel); a plain one outside. */
export function CompactPanel({ part, slot, layout = 'block', className, children, ...rest }: CompactPanelElementProps) {
  const layoutClass = [layout === 'inline' ? styles.inline : undefined, className].filter(Boolean).join(' ') || undefined;
  const panel = useCompactPanel(part, slot, layoutClass);
  return (
    <div {...rest} {...panel} className={panel?.className ?? layoutClass}>
      {children}
    </div>
  );
}
