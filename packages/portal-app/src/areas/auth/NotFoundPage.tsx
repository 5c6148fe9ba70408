import { Link } from 'react-router';
import * as styles from '../../views/StatusPage.css';
import { useFocusedHeading } from '../../views/useFocusedHeading';

/** The standalone /404 page (spec §2): unknown paths land here. */
export function Component() {
  // Screen-reader users hear where they are after the redirect.
  const heading = useFocusedHeading();
  return (
    <main className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 ref={heading} tabIndex={-1} className={styles.title}>
        页面不存在
      </h1>
      <p className={styles.text}>您访问的页面不存在或已被移除，请检查网址是否正确。</p>
      <Link to="/home" className={styles.action}>
        返回首页
      </Link>
    </main>
  );
}
Component.displayName = 'NotFoundPage';
