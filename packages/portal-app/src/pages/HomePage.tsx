import { site } from '../config/site';
import * as styles from './HomePage.css';

/** /home (spec §2): the portal's front page. */
export function Component() {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{site.portalName}</h1>
    </div>
  );
}
Component.displayName = 'HomePage';
