import * as styles from '../views/StatusPage.css';

/** Shown while the shell learns who is logged in, before the first page renders. */
export function HydrateFallback() {
  return (
    <div className={styles.page}>
      <p role="status" className={styles.text}>
        正在加载…
      </p>
    </div>
  );
}
