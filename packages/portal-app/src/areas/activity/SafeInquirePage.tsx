import { Link, useNavigate } from 'react-router';
import { PageTitle } from '../../shell/PageTitle';
import { useRouteMeta } from '../../shell/routeMeta';
import { page, title } from '../../views/page.css';
import { loadClueDetail } from '../../views/ClueDetail';
import { ClueLookup } from '../../views/ClueLookup';
import { lead, section, sectionTitle } from '../../views/submission.css';
import { SAFETY_CAMPAIGNS } from './campaigns';
import { RESULTS_PATH, type InquiryState } from './inquiry';

/** 线索查询 (spec §2 /safe-inquire): a clue's progress by its 受理编号 and the second factor; the answer opens /safe-view-info-list. */
export function Component() {
  const meta = useRouteMeta();
  const navigate = useNavigate();
  return (
    <div className={page}>
      <PageTitle className={title}>{meta?.pageTitle ?? meta?.title}</PageTitle>
      <p className={lead}>
        举报食品、药品、农产品质量安全线索后，可凭受理编号查询办理进度和处理结果：实名举报请输入填写的手机号码，匿名举报请输入提交时获得的查询码。
        已办结线索的处理结果另在<Link to="/safe-clues-list">线索处理公示</Link>中公开（不含举报人信息）。
      </p>
      <section className={section} aria-labelledby="safe-inquire-title">
        <h2 id="safe-inquire-title" className={sectionTitle}>
          办理进度查询
        </h2>
        <ClueLookup
          formLabel="安全线索查询"
          onFound={async (progress, verifier) => {
            // The detail is read now, while the second factor is at hand; only what it answered travels on.
            const clue = await loadClueDetail(progress.trackingNo, verifier);
            await navigate(RESULTS_PATH, { state: { progress, clue } satisfies InquiryState });
          }}
        />
      </section>
      <p className={lead}>
        还没有举报？
        {Object.values(SAFETY_CAMPAIGNS).map((campaign, index) => (
          <span key={campaign.kind}>
            {index > 0 && '、'}
            <Link to={campaign.cluesHref}>{campaign.label}线索举报</Link>
          </span>
        ))}
      </p>
    </div>
  );
}
Component.displayName = 'SafeInquirePage';
