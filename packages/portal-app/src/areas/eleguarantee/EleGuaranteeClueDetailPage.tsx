import { PageTitle } from '../../shell/PageTitle';
import { useHistoryState } from '../../shell/hydrated';
import { ClueDetailView, clueOfState } from '../../views/ClueDetail';
import * as page from '../../views/page.css';
import { CLUE_PAGES } from './clues';

/** 线索详情 (/ele-guarantee/clueDetail): one guarantee clue, reachable only from the inquiry with its second factor. */
export function Component() {
  const clue = clueOfState(useHistoryState());
  return (
    <div className={page.page}>
      <PageTitle className={page.title}>电子保函线索详情</PageTitle>
      <ClueDetailView clue={clue} inquireHref={CLUE_PAGES.inquire} kind="电子保函线索" />
    </div>
  );
}
Component.displayName = 'EleGuaranteeClueDetailPage';
