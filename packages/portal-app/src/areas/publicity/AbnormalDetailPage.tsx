import { useLoaderData } from 'react-router';
import type { Schemas } from '@credit-portal/api-client';
import { PageTitle } from '../../shell/PageTitle';
import type { abnormalEntryLoader } from './loaders';
import { RecordFacts } from '../../views/Facts';
import { Badge, Card, Heading, Text, TextLink } from '@credit-portal/ui';

type Entry = Schemas['AbnormalEntryDetail'];

/** The list each kind of entry belongs to (listType 1 经营异常名录, 2 严重违法失信名单). */
const LIST_OF_TYPE: Record<Entry['listType'], string> = {
  1: '/unusual-directory',
  2: '/major-violate-law',
};

function entryFacts(entry: Entry): { term: string; value: string | null; wide?: boolean }[] {
  const listed = entry.listType === 1 ? '列入经营异常名录' : '列入严重违法失信名单';
  return [
    { term: '企业名称', value: entry.subjectName },
    { term: '统一社会信用代码', value: entry.creditCode },
    { term: '法定代表人', value: entry.legalPerson },
    { term: '住所', value: entry.address },
    { term: '名录类别', value: entry.listTypeName },
    { term: '列入类别', value: entry.categoryName },
    { term: `${listed}原因`, value: entry.reason, wide: true },
    { term: '列入日期', value: entry.listedDate },
    { term: '作出决定机关', value: entry.organName },
    { term: '移出原因', value: entry.removedReason, wide: true },
    { term: '移出日期', value: entry.removedDate },
    { term: '作出移出决定机关', value: entry.removalOrgan },
  ];
}

/**
 * /unusual-directory-detail?id= (spec §2): an entry of the 经营异常名录 or the 严重违法失信名单, linked
 * from both lists, read by its route's loader (a missing or unknown id is the route's 404). In the
 * content layout the header is the h1, so the subject's name is an h2.
 */
export function Component() {
  const data = useLoaderData<typeof abnormalEntryLoader>();
  const removed = Boolean(data.removedDate);
  return (
    <Card as="article" look="panel" padding="lg" space="md" aria-labelledby="entry-name">
      <PageTitle>名录详情</PageTitle>
      <Heading level={2} size="xl" id="entry-name">
        {data.subjectName}
      </Heading>
      <Text tone="muted" size="sm">
        <Badge>{data.listTypeName}</Badge> 状态：{removed ? '已移出' : '列入中'} · 列入日期：{data.listedDate}
      </Text>
      {/* The removal's facts mean something only once the entry was removed. */}
      <RecordFacts facts={entryFacts(data).filter((fact) => removed || !fact.term.includes('移出'))} />
      <TextLink standalone href={LIST_OF_TYPE[data.listType]}>
        返回{data.listTypeName}
      </TextLink>
    </Card>
  );
}
Component.displayName = 'AbnormalDetailPage';
