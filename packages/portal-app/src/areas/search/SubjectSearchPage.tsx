import { useLoaderData } from 'react-router';
import { Card, Facts, Heading, Stack } from '@credit-portal/ui';
import { useRouteMeta } from '../../shell/routeMeta';
import { Highlighted } from '../../shell/Highlighted';
import { CreditArchiveLink } from '../../views/CreditArchiveLink';
import type { subjectSearchLoader } from './loaders';
import { SearchResults } from './SearchResults';

/**
 * /code-publicity (信用信息, search type 0) and /code-publicity-resource (统一社会信用代码, type 1):
 * the subjects that match (the route's loader asks for its type), each leading to its credit archive.
 */
export function Component() {
  const meta = useRouteMeta();
  return (
    <SearchResults
      title={meta?.title ?? ''}
      found={useLoaderData<ReturnType<typeof subjectSearchLoader>>()}
      prompt="可以用页面上方的搜索框按企业名称、法定代表人或统一社会信用代码查询。"
      verb="查询"
      empty={{
        title: '未查询到相关主体',
        description: '请检查关键词，或尝试输入完整的企业名称、统一社会信用代码。',
      }}
    >
      {(records) => (
        <Stack as="ol" space="md">
          {records.map((subject) => (
            <Card as="li" key={subject.id}>
              <Heading level={2} tone="brand">
                <CreditArchiveLink creditCode={subject.creditCode}>
                  <Highlighted html={subject.nameHighlight} />
                </CreditArchiveLink>
              </Heading>
              <Facts
                look="inline"
                items={[
                  { term: '统一社会信用代码', value: subject.creditCode },
                  { term: subject.kind === 'socialOrganisation' ? '负责人' : '法定代表人', value: subject.legalPerson },
                  { term: '成立日期', value: subject.establishedDate },
                  { term: '登记状态', value: subject.status },
                  { term: '主体类型', value: subject.kindName },
                ]}
              />
            </Card>
          ))}
        </Stack>
      )}
    </SearchResults>
  );
}
Component.displayName = 'SubjectSearchPage';
