import { Link, useSearchParams } from 'react-router';
import { PortalError, unwrap } from '@credit-portal/api-client';
import { ErrorState, Skeleton } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { useRouteMeta } from '../../shell/routeMeta';
import { portal } from '../../shell/portal';
import { useResource } from '../../shell/useResource';
import * as styles from '../../views/submission.css';

/** One answered question of 网站互动 (frontDetail): the question, and the reply with its unit and time. */
export function Component() {
  const meta = useRouteMeta();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const item = useResource((signal) => {
    // The contract takes 1 to 10 digits; anything else cannot name a question.
    if (!/^\d{1,10}$/.test(id)) return Promise.reject(new PortalError('notFound'));
    return unwrap(portal.api.GET('/cmpinternetportalfront/website/interaction/frontDetail/{id}', { params: { path: { id } }, signal }));
  }, id);

  return (
    <article className={styles.page}>
      <PageTitle className={styles.title}>{meta?.pageTitle ?? meta?.title}</PageTitle>
      {item.status === 'loading' && <Skeleton variant="list" count={6} label="正在加载互动详情" />}
      {item.status === 'error' && <ErrorState message={item.message} onRetry={item.retry} />}
      {item.status === 'ready' && (
        <>
          <h2 className={styles.questionTitle}>{item.data.title}</h2>
          <p className={styles.meta}>
            <span className={styles.tag}>{item.data.type}</span>
            <span>提问人：{item.data.name}</span>
            <span>提问时间：{item.data.createTime}</span>
            <span>办理状态：{item.data.status}</span>
          </p>
          <section className={styles.section} aria-labelledby="interaction-question">
            <h3 id="interaction-question" className={styles.sectionTitle}>
              问题内容
            </h3>
            <p className={styles.text}>{item.data.content}</p>
          </section>
          <section className={styles.section} aria-labelledby="interaction-reply">
            <h3 id="interaction-reply" className={styles.sectionTitle}>
              答复内容
            </h3>
            {item.data.reply ? (
              <div className={styles.reply}>
                <p className={styles.text}>{item.data.reply}</p>
                <p className={styles.meta}>
                  {item.data.replyUnit && <span>答复单位：{item.data.replyUnit}</span>}
                  {item.data.replyTime && <span>答复时间：{item.data.replyTime}</span>}
                </p>
              </div>
            ) : (
              <p className={styles.lead}>该问题正在办理中，答复后将在此显示。</p>
            )}
          </section>
        </>
      )}
      <p>
        <Link className={styles.back} to="/website-interaction-info-list">
          返回互动回复列表
        </Link>
      </p>
    </article>
  );
}
Component.displayName = 'InteractionDetailPage';
