import { useLoaderData } from 'react-router';
import { Deferred } from '../../shell/routeData';
import { CmsArticle } from '../../views/CmsArticle';
import { Figures } from '../../views/Figures';
import type { medicalScoreLoader } from './scoreLoader';
import { LEVELS, LEVEL_MEANING, MEDICAL_TABS, SCHEME_PARTS } from './medical';
import { SchemeNav } from './SchemeNav';
import { EntryCards, PageSection } from '../../views/PageSection';
import { PageFrame } from '../../views/PageFrame';
import { Text, TextLink } from '@credit-portal/ui';

/**
 * /medical-insurance-score (spec §9 the scoring tab): the credit evaluation scheme of the designated
 * medical institutions — its introduction in full, its six parts (each a page of its own) and the
 * levels of the newest published cycle, leading to the score results. The route's loader reads the
 * introduction; the levels stream in.
 */
export function Component() {
  const { introduction, levels } = useLoaderData<typeof medicalScoreLoader>();

  return (
    <PageFrame as="section">
      <SchemeNav />
      <PageSection id="medical-scheme-parts" title="评价办法">
        <EntryCards entries={SCHEME_PARTS.map((part) => ({ href: part.href, name: part.label, description: part.summary }))} />
      </PageSection>
      {introduction && <CmsArticle headingLevel={2} article={introduction} />}
      <PageSection id="medical-scheme-levels" title="最新评价结果">
        <Deferred resolve={levels} loading={{ variant: 'list', count: 1, label: '正在加载评价结果' }}>
          {(scores) => (
            <>
              <Text leading="relaxed">{scores.cycle}各信用等级的机构数：</Text>
              <Figures items={LEVELS.map((g) => ({ label: `${g}级·${LEVEL_MEANING[g]}（家）`, value: scores.levelCounts[g] }))} />
              <Text tone="muted" size="sm">
                <TextLink standalone href={MEDICAL_TABS.scoreResult}>
                  查看全部评价结果
                </TextLink>
              </Text>
            </>
          )}
        </Deferred>
      </PageSection>
    </PageFrame>
  );
}
Component.displayName = 'MedicalScorePage';
