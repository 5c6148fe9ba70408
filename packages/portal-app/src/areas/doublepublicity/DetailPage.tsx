import { Link, useLoaderData, useSearchParams } from 'react-router';
import { Box, Card, Facts, minimumTarget, SectionHeading, Text } from '@credit-portal/ui';
import { site } from '../../config/site';
import { PageTitle } from '../../shell/PageTitle';
import type { permitOrPenaltyLoader } from './loaders';
import { KINDS, keepLines } from './kinds';
import { RepairLink } from '../../views/RepairLink';
import * as styles from './DoublePublicity.css';

/** A permit or penalty (spec §2 /license-punishment-detail?dataId=&type=&resourceId=): every field, and its publicity notice, read by the route's loader (an unknown record is its 404). */
export function Component() {
  const [params] = useSearchParams();
  const dataId = params.get('dataId') ?? '';
  const type = params.get('type') === '2' ? 2 : 1;
  const resourceId = params.get('resourceId') ?? '';
  const kind = KINDS[type - 1]!;

  const { fields, resourceName, record } = useLoaderData<typeof permitOrPenaltyLoader>();
  // A penalty the back end says its holder may repair online (PenaltyRecord.repairable).
  const repairable = 'repairable' in record && record.repairable;
  const subject = fields.find((field) => field.prop === 'subjectName')?.value ?? '';
  const image = `${site.apiBase}/cmpinternetportalfront/doublepublicity/detailImg?${new URLSearchParams({ dataId, type: String(type), resourceId })}`;
  return (
    <Card as="section" look="panel" padding="lg" space="md" aria-labelledby="dp-detail-title">
      <PageTitle>{kind.label}信息详情</PageTitle>
      <SectionHeading id="dp-detail-title">{subject ? `${subject}：${kind.label}信息` : `${kind.label}信息`}</SectionHeading>
      <Text tone="muted" size="sm">
        信息资源：<Link to={`/double-publicity-info?type=${type}&resourceId=${encodeURIComponent(resourceId)}`}>{resourceName}</Link>
      </Text>
      {repairable && (
        <Text tone="muted" size="sm">
          已纠正失信行为、履行处罚决定的，可在线申请信用修复：<RepairLink recordId={record.id} />
        </Text>
      )}
      <Facts look="boxed" items={fields.map((field) => ({ key: field.prop, term: field.label, value: keepLines(field.value) }))} />
      <SectionHeading>公示图</SectionHeading>
      <Box as="figure" display="flex" flexDirection="column" alignItems="start" gap="sm">
        <img className={styles.publicityImage} src={image} alt={`${kind.label}信息公示：${subject}`} width={760} loading="lazy" />
        <figcaption>
          <a className={minimumTarget} href={image} target="_blank" rel="noopener noreferrer">
            在新窗口中打开公示图
          </a>
        </figcaption>
      </Box>
    </Card>
  );
}
Component.displayName = 'DoublePublicityDetailPage';
