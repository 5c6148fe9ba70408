import { Link, useNavigate } from 'react-router';
import type { ClueDetailState } from '../../views/ClueDetail';
import { ClueInquiryPage } from '../../views/ClueLookup';
import { CLUE_PAGES } from './clues';

/** 线索查询 (/ele-guarantee/safeInquire): a guarantee clue by its 受理编号 and second factor; the clue opens in /ele-guarantee/clueDetail. */
export function Component() {
  const navigate = useNavigate();
  return (
    <ClueInquiryPage
      title="电子保函线索查询"
      intro="凭受理编号查询举报线索的办理进度和处理结果"
      publicityHref={CLUE_PAGES.list}
      formLabel="电子保函线索查询"
      onClue={(clue) => navigate(CLUE_PAGES.detail, { state: { clue } satisfies ClueDetailState })}
      report={<Link to={CLUE_PAGES.report}>电子保函线索举报</Link>}
    />
  );
}
Component.displayName = 'EleGuaranteeSafeInquirePage';
