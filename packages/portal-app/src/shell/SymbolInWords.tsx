import * as styles from './SymbolInWords.css';

/**
 * A symbol that stands for a word (→ for 至): standard mode shows the symbol, 关怀版 the word (issue 15),
 * and a screen reader reads the word in both.
 */
export function SymbolInWords({ symbol, word }: { symbol: string; word: string }) {
  return (
    <>
      <span className={styles.symbol} aria-hidden="true">
        {symbol}
      </span>
      <span className={styles.word}>{word}</span>
    </>
  );
}
SymbolInWords.displayName = 'SymbolInWords';
