import type { ReportApplicationsData } from './applications';
import { ReportApplications } from './ReportApplications';
import { PageSection } from '../views/PageSection';
import { Text, TextLink } from '@credit-portal/ui';

/** 信用报告申请 (user centre): my applications, as on /credit-report (the user centre's loader read them), with the way to apply. */
export function ReportApplyPanel({ mine }: { mine: ReportApplicationsData }) {
  return (
    <PageSection id="report-apply-panel-title" title="信用报告申请" panel>
      <Text tone="muted" leading="relaxed">
        申请新的信用报告请前往
        <TextLink href="/credit-report">
          信用报告
        </TextLink>
        页面。
      </Text>
      <ReportApplications mine={mine} />
    </PageSection>
  );
}
