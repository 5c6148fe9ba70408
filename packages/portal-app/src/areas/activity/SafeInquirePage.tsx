import { Link, useNavigate } from 'react-router';
import { useRouteMeta } from '../../shell/routeMeta';
import { ClueInquiryPage } from '../../views/ClueLookup';
import { SAFETY_CAMPAIGNS } from './campaigns';
import { RESULTS_PATH, type InquiryState } from './inquiry';

/** 线索查询 (spec §2 /safe-inquire): a clue's progress by its 受理编号 and the second factor; the answer opens /safe-view-info-list. */
export function Component() {
  const meta = useRouteMeta();
  const navigate = useNavigate();
  return (
    <ClueInquiryPage
      title={meta?.pageTitle ?? meta?.title}
      intro="举报食品、药品、农产品质量安全线索后，可凭受理编号查询办理进度和处理结果"
      publicityHref="/safe-clues-list"
      formLabel="安全线索查询"
      onClue={(clue, progress) => navigate(RESULTS_PATH, { state: { progress, clue } satisfies InquiryState })}
      report={Object.values(SAFETY_CAMPAIGNS).map((campaign, index) => (
        <span key={campaign.kind}>
          {index > 0 && '、'}
          <Link to={campaign.cluesHref}>{campaign.label}线索举报</Link>
        </span>
      ))}
    />
  );
}
Component.displayName = 'SafeInquirePage';
