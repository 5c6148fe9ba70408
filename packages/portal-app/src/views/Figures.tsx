import { Figures as FigureList } from '@credit-portal/ui';

/** A scene's figures from the back end: each a label and a count. */
export function Figures({ items }: { items: readonly { label: string; value: number | string }[] }) {
  return <FigureList items={items} />;
}
