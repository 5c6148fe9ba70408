import { Link, useLoaderData, useSearchParams } from 'react-router';
import type { Schemas } from '@credit-portal/api-client';
import { PageTitle } from '../../shell/PageTitle';
import { KINDS, keepLines } from './kinds';
import type { matterLoader } from './loaders';
import { Card, Facts, SectionHeading } from '@credit-portal/ui';
import { factItems } from '../../views/Facts';

type PermitMatter = Schemas['PermitMatter'];
type PunishMatter = Schemas['PunishMatter'];

function factsOf(matter: PermitMatter | PunishMatter): [string, string][] {
  const common: [string, string][] = [
    ['事项编码', matter.code],
    ['事项名称', matter.name],
    ['实施机关', matter.organName],
  ];
  if ('timeLimit' in matter) {
    return [
      ...common,
      ['许可类别', matter.category],
      ['设定依据', matter.basis],
      ['法定办结时限', `${matter.timeLimit} 个工作日`],
      ['许可证件', matter.certificate],
      ['事项说明', matter.description],
      ['已公示许可', `${matter.total.toLocaleString('zh-CN')} 条`],
    ];
  }
  return [
    ...common,
    ['处罚类别', matter.category],
    ['处罚依据', matter.basis],
    ['罚款幅度', matter.fineRange],
    ['事项说明', matter.description],
    ['已公示处罚', `${matter.total.toLocaleString('zh-CN')} 条`],
  ];
}

/** A matter of the permit or penalty directory (spec §2 /catalog-detail?type=&id=), read by the route's loader (an unknown matter is its 404). */
export function Component() {
  const [params] = useSearchParams();
  const type = params.get('type') === '2' ? 2 : 1;
  const kind = KINDS[type - 1]!;
  const matter = useLoaderData<typeof matterLoader>();

  return (
    <Card as="section" look="panel" padding="lg" space="md">
      <PageTitle>{kind.label}事项详情</PageTitle>
      <SectionHeading>{matter.name}</SectionHeading>
      <Facts look="boxed" items={factItems(factsOf(matter)).map((item) => ({ ...item, value: keepLines(item.value) }))} />
      <p>
        <Link to={`/double-publicity-info?type=${type}&resourceId=${encodeURIComponent(matter.resourceId)}`}>
          查看{matter.organName}的{kind.label}信息
        </Link>
      </p>
    </Card>
  );
}
Component.displayName = 'DoublePublicityMatterDetailPage';
