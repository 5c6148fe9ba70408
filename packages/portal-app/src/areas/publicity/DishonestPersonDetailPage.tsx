import { useLoaderData } from 'react-router';
import { Badge, Card, SectionHeading, Text } from '@credit-portal/ui';
import type { Schemas } from '@credit-portal/api-client';
import { PageTitle } from '../../shell/PageTitle';
import type { dishonestDebtorLoader } from './loaders';
import { RecordFacts } from '../../views/Facts';

type Debtor = Schemas['DishonestDebtorDetail'];

/** The facts of the case in the order 信用中国 shows a 失信被执行人 (a wide row for the long texts). */
function debtorFacts(debtor: Debtor): { term: string; value: string | null; wide?: boolean }[] {
  const person = debtor.subjectType === 1;
  return [
    { term: person ? '被执行人姓名' : '被执行人名称', value: debtor.name },
    { term: person ? '身份证号码' : '统一社会信用代码', value: debtor.idNumber },
    person ? { term: '性别', value: debtor.gender } : { term: '法定代表人或负责人', value: debtor.legalPerson },
    { term: '省份', value: debtor.province },
    { term: '执行法院', value: debtor.court },
    { term: '案号', value: debtor.caseNo },
    { term: '立案时间', value: debtor.filedDate },
    { term: '发布时间', value: debtor.publishedAt },
    { term: '执行依据文号', value: debtor.basisDocumentNo },
    { term: '作出执行依据单位', value: debtor.basisOrgan },
    { term: '被执行人的履行情况', value: debtor.performance },
    { term: '失信被执行人行为具体情形', value: debtor.situation },
    { term: '生效法律文书确定的义务', value: debtor.duty, wide: true },
    { term: '已履行部分', value: debtor.performedPart },
    { term: '未履行部分', value: debtor.unperformedPart },
  ];
}

/** /dishonest-person-detail?id= (spec §2): one 失信被执行人 with the case, read by its route's loader (an unknown id is the route's 404); the ID number stays masked. */
export function Component() {
  const data = useLoaderData<typeof dishonestDebtorLoader>();
  return (
    <Card as="article" look="panel" padding="lg" space="md" aria-labelledby="debtor-name">
      <PageTitle id="debtor-name">
        {data.name}
      </PageTitle>
      <Text tone="muted" size="sm">
        <Badge>失信被执行人</Badge> 案号：{data.caseNo} · 发布时间：{data.publishedAt}
      </Text>
      <SectionHeading>案件信息</SectionHeading>
      <RecordFacts facts={debtorFacts(data)} />
    </Card>
  );
}
Component.displayName = 'DishonestPersonDetailPage';
