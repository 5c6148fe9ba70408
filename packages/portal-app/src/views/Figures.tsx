import * as styles from './figures.css';

/** A scene's figures from the back end: each a label and a count. */
export function Figures({ items }: { items: readonly { label: string; value: number | string }[] }) {
  return (
    <dl className={styles.figures}>
      {items.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
