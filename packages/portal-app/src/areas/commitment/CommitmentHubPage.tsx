import { Link, useLoaderData } from 'react-router';
import type { Schemas } from '@credit-portal/api-client';
import { Card, DataTable, EmptyState, Text, TextLink } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { Deferred } from '../../shell/routeData';
import { SectionNav } from '../../views/SectionNav';
import { COMMITMENT_SECTIONS, SCENARIOS } from './commitment';
import type { commitmentHubLoader } from './loaders';
import { EntryCards, PageSection } from '../../views/PageSection';

type Publicity = Schemas['CommitmentPublicity'];

/** The ways in of the area (spec §1: online commitment, feedback, inquiry, publicity). */
const ENTRIES = [
  { href: '/promise-online', name: '在线承诺', description: '选择承诺书模板，在线填写并签署信用承诺，签署后即在本网站公示。' },
  { href: '/credit-commitment-index', name: '承诺目录', description: '各部门实行信用承诺的事项及其承诺书模板。' },
  { href: '/promise-publicity', name: '承诺公示', description: '已作出的信用承诺及其履约状态，接受社会监督。' },
  { href: '/commitent-feedback', name: '承诺反馈', description: '承诺主体报告承诺事项的履行情况，由承诺受理部门核查。' },
  { href: '/commitent-inquire', name: '承诺查询', description: '凭受理编号和手机号码等信息查询承诺反馈的办理进度。' },
  { href: '/credit-dishonest', name: '违诺失信', description: '经核查未履行承诺的主体，违诺信息记入信用档案。' },
];


/** /credit-commitment (spec §2 'Credit commitment'): what a credit commitment is, the ways in, the latest commitments. */
export function Component() {
  const { latest } = useLoaderData<typeof commitmentHubLoader>();

  return (
    <Card look="panel" padding="lg" space="md">
      <PageTitle>信用承诺</PageTitle>
      <SectionNav label="信用承诺栏目" sections={COMMITMENT_SECTIONS} />
      <PageSection id="commitment-what" title="什么是信用承诺">
        <Text tone="muted" leading="body">
          信用承诺是市场主体和个人向行政机关、行业组织或社会公众作出的遵守法律法规、履行约定义务的书面承诺。承诺书在信用网站公开，接受社会监督；
          承诺履行情况记入信用档案，作为事中事后监管的依据，违背承诺的依法依规实施失信约束。本市信用承诺分为
          {SCENARIOS.map((s) => s.name).join('、')}等{SCENARIOS.length}类<Link to="/promise-application-scenarios">应用场景</Link>。
        </Text>
      </PageSection>

      <PageSection id="commitment-entries" title="办事入口">
        <EntryCards entries={ENTRIES} />
      </PageSection>

      <PageSection id="commitment-latest" title="最新承诺公示" more={<TextLink href="/promise-publicity">更多承诺公示</TextLink>}>
        <Deferred resolve={latest} loading={{ variant: 'table', count: 5, label: '正在加载最新承诺公示' }}>
          {(page) =>
            page.records.length === 0 ? (
              <EmptyState title="暂无公示的信用承诺" />
            ) : (
              <DataTable<Publicity>
                caption="最新承诺公示"
                captionHidden
                rows={page.records}
                rowKey={(row) => row.id}
                columns={[
                  {
                    key: 'templateTitle',
                    title: '承诺书',
                    render: (row) => (
                      <TextLink href={`/credit-publicity-detail?id=${encodeURIComponent(row.id)}`}>
                        {row.templateTitle}
                      </TextLink>
                    ),
                  },
                  { key: 'subjectName', title: '承诺主体' },
                  { key: 'matter', title: '承诺事项' },
                  { key: 'signDate', title: '承诺日期', nowrap: true },
                  { key: 'status', title: '状态' },
                ]}
              />
            )
          }
        </Deferred>
      </PageSection>
    </Card>
  );
}
Component.displayName = 'CommitmentHubPage';
