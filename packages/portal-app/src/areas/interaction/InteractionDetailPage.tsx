import { Link, useLoaderData } from 'react-router';
import type { interactionLoader } from './loaders';
import * as styles from '../../views/submission.css';
import { PageFrame } from '../../views/PageFrame';
import { PageSection } from '../../views/PageSection';

/** One answered question of 网站互动 (frontDetail), as the route's loader read it: the question, and the reply with its unit and time. */
export function Component() {
  const data = useLoaderData<typeof interactionLoader>();

  return (
    <PageFrame as="article" styles={styles}>
      <h2 className={styles.questionTitle}>{data.title}</h2>
      <p className={styles.meta}>
        <span className={styles.tag}>{data.type}</span>
        <span>提问人：{data.name}</span>
        <span>提问时间：{data.createTime}</span>
        <span>办理状态：{data.status}</span>
      </p>
      <PageSection id="interaction-question" title="问题内容" level={3} styles={styles}>
        <p className={styles.text}>{data.content}</p>
      </PageSection>
      <PageSection id="interaction-reply" title="答复内容" level={3} styles={styles}>
        {data.reply ? (
          <div className={styles.reply}>
            <p className={styles.text}>{data.reply}</p>
            <p className={styles.meta}>
              {data.replyUnit && <span>答复单位：{data.replyUnit}</span>}
              {data.replyTime && <span>答复时间：{data.replyTime}</span>}
            </p>
          </div>
        ) : (
          <p className={styles.lead}>该问题正在办理中，答复后将在此显示。</p>
        )}
      </PageSection>
      <p>
        <Link className={styles.back} to="/website-interaction-info-list">
          返回互动回复列表
        </Link>
      </p>
    </PageFrame>
  );
}
Component.displayName = 'InteractionDetailPage';
