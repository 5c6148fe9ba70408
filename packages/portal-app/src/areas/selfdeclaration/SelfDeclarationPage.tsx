import { Link, useLoaderData } from 'react-router';
import { PageTitle } from '../../shell/PageTitle';
import { MySubmissions } from '../service/MySubmissions';
import * as styles from '../service/service.css';
import type { selfDeclarationLoader } from './loaders';

/**
 * /self-declaration (spec §2 'Credit service'): what a self-declaration (自主声明) is, how it goes, the
 * ways in (the form, the publicity) and, for a logged-in enterprise, its own declarations' progress
 * (read by the route's loader).
 */
export function Component() {
  const mine = useLoaderData<typeof selfDeclarationLoader>();
  return (
    <div className={styles.page}>
      <PageTitle className={styles.title}>自主声明</PageTitle>
      <section className={styles.section} aria-labelledby="self-what">
        <h2 id="self-what" className={styles.sectionTitle}>
          什么是自主声明
        </h2>
        <p className={styles.lead}>
          自主声明是企业就依法诚信经营、产品质量、依法纳税、劳动用工等事项向社会作出的公开承诺。声明经审核后在本网站公示，有效期内接受社会监督；声明不实或违背声明的，将作为失信信息记入企业信用档案。
        </p>
        <ol className={styles.steps}>
          <li>企业用户登录后填写声明标题、范围、内容和有效期，提交后获得受理编号（SM 开头）。</li>
          <li>市社会信用体系建设领导小组办公室审核声明内容。</li>
          <li>审核通过的声明在“自主声明公示”中公示，有效期届满后自动撤下。</li>
        </ol>
      </section>
      <section className={styles.section} aria-labelledby="self-entries">
        <h2 id="self-entries" className={styles.sectionTitle}>
          办事入口
        </h2>
        <ul className={styles.cardGrid}>
          <li>
            <Link to="/self-declaration1" className={styles.entry}>
              <span className={styles.entryName}>我要声明</span>
              <span className={styles.entryText}>企业用户在线填写并提交自主声明。</span>
            </Link>
          </li>
          <li>
            <Link to="/self-declaration-list" className={styles.entry}>
              <span className={styles.entryName}>自主声明公示</span>
              <span className={styles.entryText}>查看已审核公示的企业自主声明。</span>
            </Link>
          </li>
        </ul>
      </section>
      <MySubmissions id="my-self-declarations" title="我的自主声明" loginAction="查看本企业的自主声明和审核进度" list={mine} />
    </div>
  );
}
Component.displayName = 'SelfDeclarationPage';
