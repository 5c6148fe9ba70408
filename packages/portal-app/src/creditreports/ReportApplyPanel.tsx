import { Link } from 'react-router';
import * as userStyles from '../views/UserCentrePage.css';
import * as styles from '../views/declarations.css';
import type { ReportApplicationsData } from './applications';
import { ReportApplications } from './ReportApplications';
import { PageSection } from '../views/PageSection';

/** 信用报告申请 (user centre): my applications, as on /credit-report (the user centre's loader read them), with the way to apply. */
export function ReportApplyPanel({ mine }: { mine: ReportApplicationsData }) {
  return (
    <PageSection id="report-apply-panel-title" title="信用报告申请" styles={userStyles.panelBlock}>
      <p className={styles.intro}>
        申请新的信用报告请前往
        <Link className={styles.actionLink} to="/credit-report">
          信用报告
        </Link>
        页面。
      </p>
      <ReportApplications mine={mine} />
    </PageSection>
  );
}
