import { Link } from 'react-router';
import * as userStyles from '../../views/UserCentrePage.css';
import * as styles from '../../views/declarations.css';
import type { ReportApplicationsData } from './loaders';
import { ReportApplications } from './ReportApplications';

/** 信用报告申请 (user centre): my applications, as on /credit-report (the user centre's loader read them), with the way to apply. */
export function ReportApplyPanel({ mine }: { mine: ReportApplicationsData }) {
  return (
    <section className={userStyles.panelSection} aria-labelledby="report-apply-panel-title">
      <h2 id="report-apply-panel-title" className={userStyles.panelTitle}>
        信用报告申请
      </h2>
      <p className={styles.intro}>
        申请新的信用报告请前往
        <Link className={styles.actionLink} to="/credit-report">
          信用报告
        </Link>
        页面。
      </p>
      <ReportApplications mine={mine} />
    </section>
  );
}
