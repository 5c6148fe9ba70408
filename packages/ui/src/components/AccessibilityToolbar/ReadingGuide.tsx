import { useEffect, useRef } from 'react';
import * as styles from './AccessibilityToolbar.css';

/**
 * 阅读辅助线: a band across the page that follows the pointer, and the focused element for keyboard
 * visitors. Decorative (hidden from screen readers); it never takes a click.
 */
export function ReadingGuide() {
  const band = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const moveTo = (y: number) => band.current?.style.setProperty('--reading-guide-y', `${Math.round(y)}px`);
    const onPointer = (event: PointerEvent) => moveTo(event.clientY - (band.current?.offsetHeight ?? 0) / 2);
    const onFocus = (event: FocusEvent) => {
      if (event.target instanceof Element) {
        const box = event.target.getBoundingClientRect();
        moveTo(box.top + box.height / 2 - (band.current?.offsetHeight ?? 0) / 2);
      }
    };
    window.addEventListener('pointermove', onPointer, { passive: true });
    document.addEventListener('focusin', onFocus);
    return () => {
      window.removeEventListener('pointermove', onPointer);
      document.removeEventListener('focusin', onFocus);
    };
  }, []);
  return <div ref={band} className={styles.readingGuide} aria-hidden="true" data-reading-guide="" />;
}
