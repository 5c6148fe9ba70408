import { Link, useLoaderData } from 'react-router';
import { site } from '../../config/site';
import { PageTitle } from '../../shell/PageTitle';
import type { subjectLoader } from './loaders';
import * as styles from '../../views/page.css';
import { Card, Facts, SectionHeading, Text } from '@credit-portal/ui';

const CATEGORY_PAGES: Record<number, string> = { 1: '/focus_group_of_people', 2: '/punishmentObject', 3: '/integrityObject' };

/**
 * A subject of a group (spec §2 /focus_group_of_people/detail, getById); ID numbers stay masked. Read
 * by the route's loader (an unknown id is its 404).
 */
export function Component() {
  const info = useLoaderData<typeof subjectLoader>();
  const person = info.subjectKind === 1;
  const facts: [string, string | null][] = [
    ['类别', `${info.categoryName} · ${info.typeName}`],
    [person ? '证件号码' : '统一社会信用代码', person ? info.idNumber : info.creditCode],
    ['性别', info.gender],
    ['法定代表人', info.legalPerson],
    ['所在单位', info.unit],
    ['证书编号', info.certificateNo],
    ['所属区域', info.divisionName],
    ['认定部门', info.organName],
    ['认定日期', info.decidedDate],
    ['信用等级', info.creditLevel],
    ['有效期至', info.validUntil],
    ['发布时间', info.publishTime],
    ['认定事由', info.description],
    ['奖惩措施', info.measures],
  ];
  const back = CATEGORY_PAGES[info.category] ?? '/focus_group_of_people';
  return (
    <Card as="section" look="panel" padding="lg" space="md">
      <PageTitle>{info.name}</PageTitle>
      {/* In the content layout the header is the h1 (主体详情); the subject's name heads its facts. */}
      <SectionHeading>{info.name}</SectionHeading>
      <Facts columns={2} items={facts.filter(([, value]) => value !== null && value !== '').map(([term, value]) => ({ term, value }))} />
      <SectionHeading>公示信息</SectionHeading>
      <img
        className={styles.publicityImage}
        src={`${site.apiBase}/cmpinternetportalfront/subjectrelation/publicityImg/${encodeURIComponent(info.id)}`}
        alt={`${info.name}的${info.typeName}信息公示`}
        width={760}
      />
      <Text leading="relaxed">
        <Link to={`${back}?typeId=${encodeURIComponent(info.typeId)}`}>返回{info.typeName}列表</Link>
      </Text>
    </Card>
  );
}
Component.displayName = 'SubjectDetailPage';
