import { Link, useSearchParams } from 'react-router';
import { catalogueMessage } from '@credit-portal/api-client';
import { ownPath } from '../../shell/ownPath';
import * as styles from '../../views/standalone.css';
import { useFocusedHeading } from '../../views/useFocusedHeading';

/** The standalone /401 page (spec §2): the visitor may not see what they asked for. */
export function Component() {
  const [params] = useSearchParams();
  const back = ownPath(params.get('redirect'));
  const heading = useFocusedHeading();
  return (
    <main className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        401
      </p>
      <h1 ref={heading} tabIndex={-1} className={styles.title}>
        401 无权访问
      </h1>
      <p className={styles.text}>{catalogueMessage('forbidden')}。如果您还没有登录，登录后即可访问您有权查看的内容。</p>
      <div className={styles.actions}>
        <Link to="/home" className={styles.action}>
          返回首页
        </Link>
        <Link to={`/login?redirect=${encodeURIComponent(back)}`} className={styles.secondaryAction}>
          登录
        </Link>
      </div>
    </main>
  );
}
Component.displayName = 'UnauthorizedPage';
