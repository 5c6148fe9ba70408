import { useLoaderData } from 'react-router';
import type { OperationResult } from '@credit-portal/api-client';
import { Card, EmptyState, Text } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { PagedTable } from '../../views/PagedList';
import { LoginNotice } from '../../views/LoginNotice';
import type { creditReportLoader } from './loaders';
import { ReportApplications } from '../../creditreports/ReportApplications';
import { ReportApplyForm } from './ReportApplyForm';
import { useLoaded } from '../../shell/routeData';
import { PageSection } from '../../views/PageSection';

type Template = OperationResult<'getReportTemplatePage'>['records'][number];

/** The types list's own parameters (the page's other list keeps its own, StatusFilteredList.tsx). */
const TEMPLATE_PARAMETERS = ['pageNo', 'pageSize'];

const TEMPLATE_COLUMNS = [
  { key: 'name', title: '报告类型' },
  { key: 'scope', title: '适用场景' },
  { key: 'contents', title: '报告内容' },
  {
    key: 'validDays',
    title: '有效期',
    render: (row: Template) => `${row.validDays}天`,
  },
];

/**
 * /credit-report (spec §2 "Other pages", §7 creditreportapply): what a credit report is and which
 * kinds there are (public), applying for one (enterprise login), and my applications with their
 * status, the report to download and its shares. The route's loader reads the page of types the
 * address asks for, and with a login the applications and the types to apply for.
 */
export function Component() {
  const { templates, mine } = useLoaderData<typeof creditReportLoader>();
  const types = useLoaded(templates, TEMPLATE_PARAMETERS);

  return (
    <Card look="panel" padding="lg" space="md">
      <PageTitle>信用报告</PageTitle>
      <PageSection id="report-about-title" title="关于信用报告">
        <Text tone="muted" leading="relaxed">
          公共信用信息报告依据本市公共信用信息平台归集的登记、行政许可、行政处罚、守信激励、失信惩戒和信用承诺等信息生成，可用于一般性信用状况证明、招标投标、融资授信、评优评先和行政审批等场景。企业用户登录后在线申请，报告经审核生成后可在线下载，并可在有效期内共享给合作单位查看。
        </Text>
        <PagedTable<Template>
          list={types}
          preventScrollReset
          empty={<EmptyState title="暂无可申请的报告类型" />}
          caption="信用报告类型"
          captionHidden
          columns={TEMPLATE_COLUMNS}
          rowKey={(row) => row.id}
        />
      </PageSection>
      {/* A new application joins 我的申请: the route's loader reads the list again. */}
      <ReportApplyForm mine={mine} />
      <PageSection id="report-list-title" title="我的申请">
        {mine ? <ReportApplications mine={mine} /> : <LoginNotice action="查看信用报告申请和下载报告" />}
      </PageSection>
    </Card>
  );
}
Component.displayName = 'CreditReportPage';
