import { careWord, standardOnly } from '../../styles/careWord.css';

/** The words a disclosure button shows in 关怀版 in place of its ▾. */
export interface DisclosureWords {
  expand: string;
  collapse: string;
}

export const defaultDisclosureWords: DisclosureWords = { expand: '展开', collapse: '收起' };

export interface DisclosureMarkProps {
  expanded: boolean;
  words: DisclosureWords;
  /** The chevron's own style (e.g. turning it over when open). */
  chevronClassName: string;
}

/**
 * A drop-down's ▾ in 标准版 and the word for what pressing does (展开 or 收起) in 关怀版 (words
 * where the normal mode shows icons). Both hidden from screen readers, which hear aria-expanded.
 */
export function DisclosureMark({ expanded, words, chevronClassName }: DisclosureMarkProps) {
  return (
    <>
      <span aria-hidden="true" className={`${chevronClassName} ${standardOnly}`}>
        ▾
      </span>
      <span aria-hidden="true" className={careWord}>
        {expanded ? words.collapse : words.expand}
      </span>
    </>
  );
}
