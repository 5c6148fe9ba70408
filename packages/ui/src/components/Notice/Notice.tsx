import { createElement, forwardRef, type ReactNode } from 'react';
import { careWord } from '../../styles/careWord.css';
import type { Tone } from '../../theme/tokens';
import * as styles from './Notice.css';

export const noticeTones = ['info', 'success', 'warning', 'error'] as const satisfies readonly Tone[];
export type NoticeTone = (typeof noticeTones)[number];

/** The words that say a notice's kind: read before it, and shown beside its sign in 关怀版. */
export const defaultNoticeToneLabels: Record<NoticeTone, string> = { info: '提示', success: '成功', warning: '注意', error: '错误' };
const signs: Record<NoticeTone, string> = { info: 'i', success: '✓', warning: '!', error: '×' };

export interface NoticeProps {
  /** What kind of message: `info` (default), `success`, `warning` or `error`. */
  tone?: NoticeTone;
  /** A short title above the message (温馨提示, 办理须知). */
  title?: ReactNode;
  /** The title's element: a line of its own (default), or a heading when the notice is a section of the page's outline. */
  titleAs?: 'div' | 'h2' | 'h3' | 'h4';
  /**
   * Only for a notice that appears in answer to what the visitor just did (a saved draft, a refused
   * upload): it is announced, as a status (`info`, `success`) or an alert (`warning`, `error`). A notice
   * the page is rendered with is read in its place and takes no role: a page full of alerts would
   * interrupt a screen reader at every load.
   */
  announce?: boolean;
  /** The words for the kind, when not 提示 / 成功 / 注意 / 错误. */
  toneLabel?: string;
  /** The message: text, paragraphs, a list, links or buttons. */
  children: ReactNode;
  id?: string;
  className?: string;
}

/**
 * A box of information, warning, success or error within a page (办理须知, 材料要求, 提交成功). Its kind
 * is told by colour, by its sign and by its word (read to screen readers; shown in 关怀版).
 */
export const Notice = forwardRef<HTMLDivElement, NoticeProps>(function Notice(
  { tone = 'info', title, titleAs = 'div', announce = false, toneLabel, children, id, className },
  ref,
) {
  const role = announce ? (tone === 'warning' || tone === 'error' ? 'alert' : 'status') : undefined;
  const word = <span className={careWord}>{`${toneLabel ?? defaultNoticeToneLabels[tone]}：`}</span>;
  return (
    <div ref={ref} id={id} role={role} className={[styles.notice, styles.tones[tone], className].filter(Boolean).join(' ')}>
      <span className={styles.sign} aria-hidden="true">
        {signs[tone]}
      </span>
      <div className={styles.body}>
        {title !== undefined ? createElement(titleAs, { className: styles.title }, word, title) : word}
        {children}
      </div>
    </div>
  );
});
Notice.displayName = 'Notice';
