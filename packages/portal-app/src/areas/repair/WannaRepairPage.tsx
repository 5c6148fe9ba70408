import { Link, useLoaderData } from 'react-router';
import { ButtonLink, Card, EmptyState, Text, TextList } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { portal } from '#portal';
import { Deferred } from '../../shell/routeData';
import { useShell } from '../../shell/ShellContext';
import type { repairGuideLoader } from './loaders';
import { CREDIT_CHINA_REPAIR, REPAIR_APPLICATION_TEMPLATE } from './repairGuide';
import { CmsArticle } from '../../views/CmsArticle';
import { PageSection } from '../../views/PageSection';
import { RepairApplyForm } from './RepairApplyForm';

/**
 * /wanna-repair 我要修复 (spec §2 'Other pages'): an enterprise's online application to repair one of its
 * publicised penalty records (decided in the credit-repair program, followed in the user centre), and the
 * guide — the materials, the blank application form, 信用中国 for other records, and the portal's own
 * services for information that is wrong rather than repaired. The guide's articles stream in below.
 */
export function Component() {
  const shell = useShell();
  const { guide, records, chosen } = useLoaderData<typeof repairGuideLoader>();

  return (
    <Card look="panel" padding="lg" space="md">
      <PageTitle>我要修复</PageTitle>

      <PageSection id="apply-online" title="在线申请信用修复">
        <RepairApplyForm records={records} chosen={chosen} />
      </PageSection>

      <PageSection id="apply-how" title="如何申请">
        <TextList numbered leading="relaxed">
          <li>对照<Link to="/repair-method">修复方式</Link>，确认需要修复的信息已过最短公示期，并已履行相关义务。</li>
          <li>
            下载并填写
            <a href={portal.downloadUrl(REPAIR_APPLICATION_TEMPLATE.id)} download={REPAIR_APPLICATION_TEMPLATE.name}>
              {REPAIR_APPLICATION_TEMPLATE.name}
            </a>
            ，按下方材料清单准备整改证明。
          </li>
          <li>本市公示的行政处罚可在上方在线申请；其他信息通过“信用中国”网站“信用修复”栏目在线提交申请，或到市行政服务中心“信用修复”窗口办理。</li>
          <li>
            按<Link to="/repair-procedure">修复流程</Link>查询办理进度，修复完成后信用网站同步停止公示。
          </li>
        </TextList>
        <div>
          {/* A link, so that it leads there without the page's script too; with it, the leaving is confirmed first. */}
          <ButtonLink
            variant="primary"
            href={CREDIT_CHINA_REPAIR}
            onClick={(event) => {
              event.preventDefault();
              shell.confirmExternal(CREDIT_CHINA_REPAIR);
            }}
          >
            前往“信用中国”申请信用修复
          </ButtonLink>
        </div>
        <Text tone="muted" size="sm">
          信息本身有误或已修复仍在公示的，请通过<Link to="/credit-objection">异议申诉</Link>或<Link to="/check-error">信息纠错</Link>办理。
        </Text>
      </PageSection>

      <PageSection id="apply-guide" title="申请材料和注意事项">
        <Deferred resolve={guide} loading={{ variant: 'card', count: 2, label: '正在加载申请指南' }}>
          {(articles) =>
            articles.length === 0 ? <EmptyState /> : articles.map((article) => <CmsArticle key={article.id} headingLevel={2} article={article} />)
          }
        </Deferred>
      </PageSection>
    </Card>
  );
}
Component.displayName = 'WannaRepairPage';
