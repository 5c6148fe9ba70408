import { forwardRef, useState } from 'react';
import type { Advert } from '../AdvertFloat/AdvertFloat';
import { normaliseAdvertUrl } from '../../links/safeUrl';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import * as styles from './AdvertColumn.css';

export interface AdvertColumnLabels {
  /** Accessible name of the column's landmark. */
  region: string;
  close: string;
  /** Full accessible name of the close button (starts with the visible 关闭). */
  closeName: string;
  newWindow: string;
}

export const defaultAdvertColumnLabels: AdvertColumnLabels = {
  region: '左侧广告',
  close: '关闭',
  closeName: '关闭左侧广告',
  newWindow: '（在新窗口打开）',
};

export interface AdvertColumnProps {
  /** The left-side adverts (spec §3: position '0'), top to bottom. */
  adverts: readonly Advert[];
  /** Width in px, or a CSS length (e.g. '100%' of a box the app sizes to the room beside its content). Default 120. */
  width?: number | string;
  /** Distance from the top of the window while it sticks, in px. Default 120. */
  stickyTop?: number;
  /** After the visitor closed the column. */
  onClose?: () => void;
  labels?: Partial<AdvertColumnLabels>;
  className?: string;
}

/**
 * The left advertisement column (spec §2 application shell): sticky while the page scrolls,
 * closable, and hidden on narrow screens where it would cover the content.
 */
export const AdvertColumn = forwardRef<HTMLElement, AdvertColumnProps>(function AdvertColumn(
  { adverts, width = 120, stickyTop = 120, onClose, labels: labelOverrides, className },
  ref,
) {
  const labels = { ...defaultAdvertColumnLabels, ...labelOverrides };
  const [closed, setClosed] = useState(false);
  if (closed || adverts.length === 0) return null;
  return (
    <aside
      ref={ref}
      aria-label={labels.region}
      className={[styles.column, className].filter(Boolean).join(' ')}
      style={{ width, top: stickyTop }}
    >
      <button
        type="button"
        className={styles.close}
        aria-label={labels.closeName}
        onClick={() => {
          setClosed(true);
          onClose?.();
        }}
      >
        {labels.close}
      </button>
      <ul className={styles.list}>
        {adverts.map((advert) => {
          const href = normaliseAdvertUrl(advert.href);
          const image = <img src={advert.imageSrc} alt={advert.alt} className={styles.image} />;
          return (
            <li key={advert.id}>
              {href ? (
                <a href={href} target="_blank" rel="noopener noreferrer" className={styles.link}>
                  {image}
                  <span className={visuallyHidden}>{labels.newWindow}</span>
                </a>
              ) : (
                image
              )}
            </li>
          );
        })}
      </ul>
    </aside>
  );
});
AdvertColumn.displayName = 'AdvertColumn';
