import { careWord, standardOnly } from '@credit-portal/ui';

/**
 * A symbol that stands for a word (→ for 至): standard mode shows the symbol, 关怀版 the word,
 * and a screen reader reads the word in both. ui's careWord and standardOnly, as its own components use them.
 */
export function SymbolInWords({ symbol, word }: { symbol: string; word: string }) {
  return (
    <>
      <span className={standardOnly} aria-hidden="true">
        {symbol}
      </span>
      <span className={careWord}>{word}</span>
    </>
  );
}
SymbolInWords.displayName = 'SymbolInWords';
