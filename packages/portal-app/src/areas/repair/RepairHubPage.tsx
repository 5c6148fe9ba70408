import { Link, useLoaderData } from 'react-router';
import { EmptyState, NewsList } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { Deferred } from '../../shell/routeData';
import type { repairHubLoader } from './loaders';
import { REPAIR_ENTRIES, REPAIR_NEWS } from './repairGuide';
import * as styles from './repair.css';
import { EntryCards, PageSection, pageEntryCards } from '../../views/PageSection';

/**
 * /credit-repair (spec §2 'Other pages'): what credit repair is, its kinds, the ways in and the latest
 * news. The kinds (the repair_type dictionary) and the news come from the route's loader and stream in
 * below the guide, with their own error and retry.
 */
export function Component() {
  const { hub } = useLoaderData<typeof repairHubLoader>();

  return (
    <div className={styles.page}>
      <PageTitle className={styles.title}>信用修复</PageTitle>
      <PageSection id="repair-what" title="什么是信用修复" styles={styles}>
        <p className={styles.lead}>
          信用修复是指失信主体在纠正失信行为、履行相关义务、消除不良影响后，按照规定申请移出严重失信主体名单、停止公示失信信息的过程。信用修复不收取任何费用。
        </p>
      </PageSection>

      <PageSection id="repair-entries" title="办事指引" styles={styles}>
        <EntryCards entries={REPAIR_ENTRIES} styles={{ ...pageEntryCards, entryText: undefined }} />
      </PageSection>

      <Deferred resolve={hub} loading={{ variant: 'list', count: 6, label: '正在加载信用修复类型和动态' }}>
        {(data) => (
          <>
            <PageSection id="repair-types" title="可申请修复的信息" styles={styles}>
              {data.types.length === 0 ? (
                <EmptyState />
              ) : (
                <ul className={styles.tags}>
                  {data.types.map((type) => (
                    <li key={type.dictCode}>{type.dictLabel}</li>
                  ))}
                </ul>
              )}
              <p className={styles.muted}>
                各类信息的修复条件见<Link to="/repair-method">修复方式</Link>。
              </p>
            </PageSection>
            <PageSection id="repair-news" title={REPAIR_NEWS.title} styles={styles}>
              {data.news.length === 0 ? (
                <EmptyState />
              ) : (
                <NewsList
                  items={data.news.map((article) => ({
                    id: article.id,
                    title: article.title,
                    href: `/repairDetail?id=${encodeURIComponent(article.id)}`,
                    time: article.releaseTime,
                  }))}
                  datePattern="yyyy-MM-dd"
                />
              )}
              <p className={styles.muted}>
                <Link to={REPAIR_NEWS.href}>查看更多{REPAIR_NEWS.title}</Link>
              </p>
            </PageSection>
          </>
        )}
      </Deferred>
    </div>
  );
}
Component.displayName = 'RepairHubPage';
