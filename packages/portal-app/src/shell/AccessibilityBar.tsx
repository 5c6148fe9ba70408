import { createContext, lazy, Suspense, useContext, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import * as styles from './AccessibilityBar.css';
import { accessibilityCookieValue, AccessibilityPreferenceContext, PREFERENCE_FORM, saveAccessibilityPreference, type AccessibilityPreference } from './accessibility';
import { useKeptPageShown } from './KeepAliveOutlet';

// Its code loads when a visitor opens it (or the server rendered it open): most visitors never do.
const AccessibilityToolbar = lazy(() => import('./AccessibilityToolbarPanel'));
const ReadingGuide = lazy(() => import('./ReadingGuide'));

const TOOLBAR_ID = 'accessibility-toolbar';

interface AccessibilityControl {
  preference: AccessibilityPreference;
  update(next: AccessibilityPreference): void;
}

const AccessibilityControlContext = createContext<AccessibilityControl | null>(null);

/**
 * The visitor's 无障碍 settings for the whole shell: one state however many layouts are mounted (kept
 * pages keep theirs, hidden), saved in the cookie and applied to <html> at each change; the reading
 * guide, once.
 */
export function AccessibilityProvider({ children }: { children: ReactNode }) {
  const rendered = useContext(AccessibilityPreferenceContext);
  const [preference, setPreference] = useState(rendered);
  const control = useMemo<AccessibilityControl>(
    () => ({
      preference,
      update: (next) => {
        saveAccessibilityPreference(next, preference);
        setPreference(next);
      },
    }),
    [preference],
  );
  return (
    <AccessibilityControlContext.Provider value={control}>
      {children}
      {preference.settings.readingGuide ? (
        <Suspense fallback={null}>
          <ReadingGuide />
        </Suspense>
      ) : null}
    </AccessibilityControlContext.Provider>
  );
}

/** Whether the visitor chose 关怀版 (elder mode): no adverts nor floating windows then. */
export function useCareMode(): boolean {
  return useContext(AccessibilityControlContext)?.preference.care ?? false;
}

/** What 朗读本页 reads: the visitor's selection, else the page on screen (a kept page's hidden main is skipped). */
function textToRead(): string {
  const selected = window.getSelection()?.toString().trim();
  if (selected) return selected;
  const main = [...document.querySelectorAll('main')].find((element) => element.getClientRects().length > 0);
  return main?.innerText ?? '';
}

/**
 * The strip at the top of every page, after the skip link: 无障碍浏览 opens the toolbar, whose
 * settings apply to the whole page, and 关怀版 switches elder mode; both remembered (shell/accessibility.ts).
 */
export function AccessibilityBar() {
  const control = useContext(AccessibilityControlContext);
  // A kept page's hidden layout leaves the toolbar's id to the shown one.
  const shown = useKeptPageShown();
  const opener = useRef<HTMLButtonElement>(null);
  const toolbar = useRef<HTMLElement>(null);
  const location = useLocation();
  const formId = useId();
  if (!control) return null;
  const { preference, update } = control;
  const close = () => {
    update({ ...preference, toolbarOpen: false });
    opener.current?.focus();
  };
  // Without the page's script, each control posts the preference it leads to (PREFERENCE_FORM), and the
  // page comes back with it; with the script, the change is made at once and nothing is submitted.
  const back = location.pathname + location.search;
  const sends = (next: AccessibilityPreference) => ({ type: 'submit' as const, form: formId, name: PREFERENCE_FORM.preference, value: accessibilityCookieValue(next) });

  return (
    <div className={styles.bar}>
      <div className={styles.inner}>
        <form id={formId} method="post" action={PREFERENCE_FORM.action} hidden>
          <input type="hidden" name={PREFERENCE_FORM.back} value={back} />
        </form>
        <button
          ref={opener}
          className={styles.opener}
          aria-expanded={preference.toolbarOpen}
          aria-controls={preference.toolbarOpen && shown ? TOOLBAR_ID : undefined}
          {...sends({ ...preference, toolbarOpen: !preference.toolbarOpen })}
          onClick={(event) => {
            event.preventDefault();
            if (preference.toolbarOpen) close();
            else update({ ...preference, toolbarOpen: true });
          }}
        >
          无障碍浏览
        </button>
        <button
          className={styles.opener}
          {...sends({ ...preference, care: !preference.care })}
          onClick={(event) => {
            event.preventDefault();
            update({ ...preference, care: !preference.care });
          }}
        >
          {preference.care ? '返回标准版' : '切换到关怀版'}
        </button>
      </div>
      {preference.toolbarOpen ? (
        <Suspense fallback={null}>
          <AccessibilityToolbar
            ref={(element) => {
              // Opened by the visitor (not rendered open by the server): the toolbar takes the focus.
              if (element && !toolbar.current && document.activeElement === opener.current) element.focus();
              toolbar.current = element;
            }}
            id={shown ? TOOLBAR_ID : undefined}
            settings={preference.settings}
            onSettingsChange={(settings) => update({ ...preference, settings })}
            readAloudText={textToRead}
            onClose={close}
            withoutScript={{
              action: PREFERENCE_FORM.action,
              name: PREFERENCE_FORM.preference,
              value: (settings, open) => accessibilityCookieValue({ ...preference, settings, toolbarOpen: open }),
              fields: [[PREFERENCE_FORM.back, back]],
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
