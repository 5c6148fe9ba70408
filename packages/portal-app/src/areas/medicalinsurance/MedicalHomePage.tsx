import { useLoaderData } from 'react-router';
import { Card, DataTable, NewsList, TextLink, Tiles } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { Deferred } from '../../shell/routeData';
import { Figures } from '../../views/Figures';
import type { medicalHomeLoader } from './loaders';
import { LEVELS, LEVEL_MEANING, MEDICAL_MORE, MEDICAL_TABS, SCHEME_PARTS, articleHref, type ScoreResult, type ScoreResultPage } from './medical';
import { EntryCards, PageSection } from '../../views/PageSection';

/** The newest cycle's best scores and the counts per level (streaming in), with 更多 leading to all results. */
function LatestScores({ scores }: { scores: Promise<ScoreResultPage> }) {
  return (
    <PageSection id="medical-home-scores" title="最新评价结果" more={<TextLink standalone href={MEDICAL_MORE.scoreResult} aria-label="更多评价结果">更多</TextLink>}>
      <Deferred resolve={scores} loading={{ variant: 'list', count: 4, label: '正在加载评价结果' }}>
        {(latest) => (
          <>
            <Figures items={LEVELS.map((g) => ({ label: `${g}级·${LEVEL_MEANING[g]}（家）`, value: latest.levelCounts[g] }))} />
            <DataTable<ScoreResult>
              caption={`${latest.cycle}定点医药机构信用评价结果（得分前${latest.records.length}名）`}
              columns={[
                { key: 'institutionName', title: '机构名称' },
                { key: 'institutionType', title: '机构类型' },
                { key: 'score', title: '评价得分', align: 'right' },
                { key: 'level', title: '信用等级', render: (row) => `${row.level}级` },
              ]}
              rows={latest.records}
              rowKey={(row) => row.id}
            />
          </>
        )}
      </Deferred>
    </PageSection>
  );
}

/**
 * /medical-insurance (spec §2 'Sub-sites', Medical insurance): the sub-site's home — news with the picture
 * news, policies, the fund's statistics, supervision measures and cases, the scoring scheme and the
 * latest score results at a glance, each block leading to its whole list.
 */
export function Component() {
  const { blocks, latest } = useLoaderData<typeof medicalHomeLoader>();
  return (
    <Card look="panel" padding="lg" space="md">
      <PageTitle>医保信用</PageTitle>
      <Tiles minWidth="lg" space="lg">
        {blocks.map((block) => (
          // A block of the home: the newest articles of one column (streaming in), with 更多 leading to the whole column.
          <Deferred key={block.classification} resolve={block.articles} loading={{ variant: 'list', count: 5 }}>
            {(list) => (
              <NewsList
                title={block.title}
                headingLevel={2}
                moreHref={block.moreHref}
                items={list.records.map((a) => ({ id: a.id, title: a.title, href: articleHref(a.id), time: a.releaseTime }))}
              />
            )}
          </Deferred>
        ))}
      </Tiles>
      <PageSection id="medical-home-scheme" title="信用评价办法" more={<TextLink standalone href={MEDICAL_TABS.score} aria-label="更多信用评价办法">更多</TextLink>}>
        <EntryCards entries={SCHEME_PARTS.map((part) => ({ href: part.href, name: part.label }))} />
      </PageSection>
      <LatestScores scores={latest} />
    </Card>
  );
}
Component.displayName = 'MedicalHomePage';
