import { Link, useNavigate } from 'react-router';
import { PageTitle } from '../../shell/PageTitle';
import { loadClueDetail, type ClueDetailState } from '../../views/ClueDetail';
import * as page from '../../views/page.css';
import { ClueLookup } from '../../views/ClueLookup';
import { lead, section, sectionTitle } from '../../views/submission.css';
import { CLUE_PAGES } from './clues';

/** 线索查询 (/ele-guarantee/safeInquire): a guarantee clue by its 受理编号 and second factor; the clue opens in /ele-guarantee/clueDetail. */
export function Component() {
  const navigate = useNavigate();
  return (
    <div className={page.page}>
      <PageTitle className={page.title}>电子保函线索查询</PageTitle>
      <p className={lead}>
        凭受理编号查询举报线索的办理进度和处理结果：实名举报请输入填写的手机号码，匿名举报请输入提交时获得的查询码。已办结线索的处理结果另在
        <Link to={CLUE_PAGES.list}>线索处理公示</Link>中公开（不含举报人信息）。
      </p>
      <section className={section} aria-labelledby="clue-inquire-title">
        <h2 id="clue-inquire-title" className={sectionTitle}>
          办理进度查询
        </h2>
        <ClueLookup
          formLabel="电子保函线索查询"
          onFound={async (progress, verifier) => {
            const clue = await loadClueDetail(progress.trackingNo, verifier);
            await navigate(CLUE_PAGES.detail, { state: { clue } satisfies ClueDetailState });
          }}
        />
      </section>
      <p className={lead}>
        还没有举报？<Link to={CLUE_PAGES.report}>电子保函线索举报</Link>
      </p>
    </div>
  );
}
Component.displayName = 'EleGuaranteeSafeInquirePage';
