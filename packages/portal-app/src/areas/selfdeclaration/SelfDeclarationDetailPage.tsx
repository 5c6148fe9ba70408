import { useLoaderData } from 'react-router';
import { PageTitle } from '../../shell/PageTitle';
import { CreditArchiveLink } from '../../views/CreditArchiveLink';
import { ColumnFacts } from '../../views/Facts';
import type { selfDeclarationDetailLoader } from './loaders';
import { Card, Heading, SectionHeading, Stack, Text, TextLink } from '@credit-portal/ui';

/**
 * /self-declaration-detail?id= (spec §2 'Credit service'): one published self-declaration with its text,
 * the declaring enterprise and its period of validity, as the route's loader read it.
 */
export function Component() {
  const declaration = useLoaderData<typeof selfDeclarationDetailLoader>();

  return (
    <Card look="panel" padding="lg" space="md">
      <PageTitle>自主声明详情</PageTitle>
      <Stack as="article" space="sm" aria-labelledby="declaration-title">
        <Heading level={2} size="xl" id="declaration-title">
          {declaration.title}
        </Heading>
        <ColumnFacts
          facts={[
            ['声明企业', <CreditArchiveLink key="enterprise" creditCode={declaration.creditCode}>{declaration.enterpriseName}</CreditArchiveLink>],
            ['统一社会信用代码', declaration.creditCode],
            ['声明范围', declaration.scope],
            ['有效期', `${declaration.validFrom} 至 ${declaration.validTo}`],
            ['受理编号', declaration.trackingNo],
            ['审核单位', declaration.handleUnit],
            ['公示时间', declaration.publishTime],
          ]}
        />
        <SectionHeading level={3}>声明内容</SectionHeading>
        <Text preserveLines leading="relaxed">{declaration.content}</Text>
      </Stack>
      <Text tone="muted" size="sm">
        <TextLink href="/self-declaration-list">
          返回自主声明公示
        </TextLink>
      </Text>
    </Card>
  );
}
Component.displayName = 'SelfDeclarationDetailPage';
