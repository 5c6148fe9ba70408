import { Link, useLoaderData } from 'react-router';
import { PageTitle } from '../../shell/PageTitle';
import { CreditPlusNav } from './CreditPlusNav';
import type { creditPlusHomeLoader } from './loaders';
import { SCENES } from './scenes';
import * as styles from './creditplus.css';
import { SectionHeading } from '@credit-portal/ui';

/**
 * /credit-plus-home (spec §2): the 信用+ scenes as the back end offers them, each with its count (read by
 * the route's loader), its introduction and its list; the joint rewards and punishments and the graded
 * subjects behind 联动监管.
 */
export function Component() {
  const counts = useLoaderData<typeof creditPlusHomeLoader>();
  return (
    <section className={styles.page}>
      <PageTitle className={styles.title}>信用+</PageTitle>
      <CreditPlusNav />
      <p className={styles.lead}>
        “信用+”把公共信用信息用到市民和企业身边：信用良好的市民免押金借阅图书、骑行公共自行车，守信企业享受联动激励，失信企业受到联合约束。
      </p>
      <SectionHeading>应用场景</SectionHeading>
      <ul className={styles.cardGrid}>
        {SCENES.map((scene) => (
          <li key={scene.key}>
            <article className={styles.card} aria-labelledby={`scene-${scene.key}`}>
              <h3 id={`scene-${scene.key}`} className={styles.cardTitle}>
                {scene.name}
              </h3>
              <p className={styles.cardText}>{scene.summary}</p>
              <dl className={styles.figures}>
                <div>
                  <dt>{scene.counted}</dt>
                  <dd>{counts.scenes[scene.key]}</dd>
                </div>
              </dl>
              <p className={styles.cardLinks}>
                <Link to={scene.intro}>了解{scene.name}</Link>
                <Link to={scene.main}>查看{scene.mainTitle}</Link>
              </p>
            </article>
          </li>
        ))}
      </ul>
      <SectionHeading>联动奖惩</SectionHeading>
      <dl className={styles.figures}>
        <div>
          <dt>联合奖惩案例（件）</dt>
          <dd>{counts.cases}</dd>
        </div>
        <div>
          <dt>信用等级评价主体（家）</dt>
          <dd>{counts.graded}</dd>
        </div>
      </dl>
      <p className={styles.cardLinks}>
        <Link to="/credit-plus-el">查看联动监管、联合奖惩和信用等级</Link>
        <Link to="/xinyi-plus">信易+守信激励服务</Link>
      </p>
    </section>
  );
}
Component.displayName = 'CreditPlusHomePage';
