import { Link, useLoaderData } from 'react-router';
import { PageTitle } from '../../shell/PageTitle';
import { useRouteMeta } from '../../shell/routeMeta';
import { InteractionBoard } from './InteractionBoard';
import type { interactionBoardLoader } from './loaders';
import * as styles from '../../views/submission.css';

/** 互动回复 (/website-interaction-info-list): every answered public question, searchable; the route's loader reads the page the address asks for. */
export function Component() {
  const meta = useRouteMeta();
  const page = useLoaderData<typeof interactionBoardLoader>();
  return (
    <section className={styles.page}>
      <PageTitle className={styles.title}>{meta?.pageTitle ?? meta?.title}</PageTitle>
      <p className={styles.lead}>
        以下为提问人同意公开且已答复的网站互动，提问人姓名已隐去部分。<Link to="/website-interaction#ask">我要提问</Link>
      </p>
      <InteractionBoard searchLabel="互动回复查询" page={page} />
    </section>
  );
}
Component.displayName = 'InteractionListPage';
