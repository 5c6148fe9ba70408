import { Link, useLoaderData } from 'react-router';
import type { viewerLoader } from '../../shell/session';
import { ClueReportSection, type ClueCategory } from '../../views/ClueForm';
import { SAFETY_CAMPAIGNS, type SafetyCampaign, type SafetyKind } from './campaigns';
import { CampaignFrame } from './CampaignFrame';
import { Text } from '@credit-portal/ui';

/** A campaign's clues: its category, its draft and its words. */
export const categoryOf = (campaign: SafetyCampaign): ClueCategory => ({
  clueType: campaign.clueType,
  name: `${campaign.label}线索`,
  formLabel: `${campaign.label}线索举报`,
  draft: `safety-clue-${campaign.kind}`,
  inquireHref: '/safe-inquire',
  hints: { target: '企业、门店、摊位或个人的名称', description: '请写明发现的时间、地点、涉及的产品和具体情况', evidence: '照片、票据、检测报告等' },
});

/** 食品 / 药品 / 农产品质量安全线索举报 (spec §2 /food-safe-clues …): report a clue, anonymously if one likes; the route names the campaign. */
export function clueReportPage(kind: SafetyKind) {
  const ClueReportPage = () => <ClueReport campaign={SAFETY_CAMPAIGNS[kind]} />;
  return ClueReportPage;
}

function ClueReport({ campaign: named }: { campaign: SafetyCampaign }) {
  const { viewer } = useLoaderData<typeof viewerLoader>();
  return (
    <CampaignFrame campaign={named}>
      {(campaign) => (
        <>
          <Text tone="muted" leading="body">
            欢迎举报{campaign.reportable}。无需登录即可提交，可以匿名举报；我们将把线索转交有关部门依法核查，并对举报人信息严格保密。
            已列入名单的企业可在<Link to={campaign.href}>{campaign.label}红黑名单</Link>中查询。
          </Text>
          {/* One form per campaign: each keeps its own draft. */}
          <ClueReportSection key={campaign.kind} category={categoryOf(campaign)} viewer={viewer} />
        </>
      )}
    </CampaignFrame>
  );
}
