import { lazy, Suspense, useContext, useRef, useState } from 'react';
import { ReadingGuide } from '@credit-portal/ui';
import * as styles from './AccessibilityBar.css';
import { AccessibilityPreferenceContext, saveAccessibilityPreference, type AccessibilityPreference } from './accessibility';

// Its code loads when a visitor opens it (or the server rendered it open): most visitors never do.
const AccessibilityToolbar = lazy(() => import('./AccessibilityToolbarPanel'));

const TOOLBAR_ID = 'accessibility-toolbar';

/** What 朗读本页 reads: the visitor's selection, else the page on screen (a kept page's hidden main is skipped). */
function textToRead(): string {
  const selected = window.getSelection()?.toString().trim();
  if (selected) return selected;
  const main = [...document.querySelectorAll('main')].find((element) => element.getClientRects().length > 0);
  return main?.innerText ?? '';
}

/**
 * The strip above every page's header with 无障碍浏览 (issue 15): it opens the toolbar, whose settings
 * apply to the whole page and are remembered (shell/accessibility.ts).
 */
export function AccessibilityBar() {
  const rendered = useContext(AccessibilityPreferenceContext);
  const [preference, setPreference] = useState(rendered);
  const opener = useRef<HTMLButtonElement>(null);
  const toolbar = useRef<HTMLElement>(null);

  const update = (next: AccessibilityPreference) => {
    saveAccessibilityPreference(next, preference);
    setPreference(next);
  };
  const close = () => {
    update({ ...preference, toolbarOpen: false });
    opener.current?.focus();
  };

  return (
    <div className={styles.bar}>
      <div className={styles.inner}>
        <button
          ref={opener}
          type="button"
          className={styles.opener}
          aria-expanded={preference.toolbarOpen}
          aria-controls={preference.toolbarOpen ? TOOLBAR_ID : undefined}
          onClick={() => (preference.toolbarOpen ? close() : update({ ...preference, toolbarOpen: true }))}
        >
          无障碍浏览
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
            id={TOOLBAR_ID}
            settings={preference.settings}
            onSettingsChange={(settings) => update({ ...preference, settings })}
            readAloudText={textToRead}
            onClose={close}
          />
        </Suspense>
      ) : null}
      {preference.settings.readingGuide ? <ReadingGuide /> : null}
    </div>
  );
}
