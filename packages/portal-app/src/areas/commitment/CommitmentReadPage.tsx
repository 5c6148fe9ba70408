import { useLoaderData } from 'react-router';
import { Card, SanitizedArticleView, TextLink } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import type { commitmentReadLoader } from './loaders';
import { RecordFacts } from '../../views/Facts';

/**
 * /credit-publicity-read?id= (spec §2 Publicity): reading one signed commitment of the 信用承诺公示
 * (/credit-publicity) — its facts and the full text of the commitment as published (a person's name and
 * ID masked by the back end), read by the route's loader (an unknown id is its 404). In the content layout the header is the h1, so the title is an h2.
 */
export function Component() {
  const data = useLoaderData<typeof commitmentReadLoader>();
  const legal = data.subjectType !== '自然人';
  const facts = [
    { term: '承诺编号', value: data.commitmentNo },
    { term: '承诺主体', value: data.subjectName },
    { term: legal ? '统一社会信用代码' : '身份证号码', value: data.subjectCode },
    ...(legal ? [{ term: '法定代表人', value: data.legalPerson ?? null }] : []),
    { term: '主体类型', value: data.subjectType },
    { term: '承诺事项', value: data.matter },
    { term: '适用场景', value: data.scenario },
    { term: '公示状态', value: data.status },
  ];
  return (
    <Card as="section" look="panel" padding="lg" space="md">
      <PageTitle>承诺书详情</PageTitle>
      <SanitizedArticleView
        headingLevel={2}
        title={data.templateTitle}
        source={data.subjectName}
        time={data.signDate}
        timePattern="yyyy-MM-dd"
        html={data.content}
        labels={{ source: '承诺主体', time: '承诺日期' }}
        footer={
          <RecordFacts label="承诺信息" facts={facts} />
        }
      />
      <TextLink standalone href="/credit-publicity">
        返回信用承诺公示
      </TextLink>
    </Card>
  );
}
Component.displayName = 'CommitmentReadPage';
