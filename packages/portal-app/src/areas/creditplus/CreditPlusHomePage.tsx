import { useLoaderData } from 'react-router';
import { PageTitle } from '../../shell/PageTitle';
import { CreditPlusNav } from './CreditPlusNav';
import type { creditPlusHomeLoader } from './loaders';
import { SCENES } from './scenes';
import { Card, Figures, Heading, Inline, SectionHeading, Text, TextLink, Tiles } from '@credit-portal/ui';

/**
 * /credit-plus-home (spec §2): the 信用+ scenes as the back end offers them, each with its count (read by
 * the route's loader), its introduction and its list; the joint rewards and punishments and the graded
 * subjects behind 联动监管.
 */
export function Component() {
  const counts = useLoaderData<typeof creditPlusHomeLoader>();
  return (
    <Card as="section" look="panel" padding="lg" space="md">
      <PageTitle>信用+</PageTitle>
      <CreditPlusNav />
      <Text leading="relaxed">
        “信用+”把公共信用信息用到市民和企业身边：信用良好的市民免押金借阅图书、骑行公共自行车，守信企业享受联动激励，失信企业受到联合约束。
      </Text>
      <SectionHeading>应用场景</SectionHeading>
      <Tiles as="ul" minWidth="md" space="md">
        {SCENES.map((scene) => (
          <li key={scene.key}>
            <Card as="article" look="accent" aria-labelledby={`scene-${scene.key}`}>
              <Heading level={3} id={`scene-${scene.key}`}>
                {scene.name}
              </Heading>
              <Text tone="muted" leading="relaxed">{scene.summary}</Text>
              <Figures items={[{ label: scene.counted, value: counts.scenes[scene.key] }]} />
              <Inline as="p" space="md">
                <TextLink href={scene.intro}>了解{scene.name}</TextLink>
                <TextLink href={scene.main}>查看{scene.mainTitle}</TextLink>
              </Inline>
            </Card>
          </li>
        ))}
      </Tiles>
      <SectionHeading>联动奖惩</SectionHeading>
      <Figures
        items={[
          { label: '联合奖惩案例（件）', value: counts.cases },
          { label: '信用等级评价主体（家）', value: counts.graded },
        ]}
      />
      <Inline as="p" space="md">
        <TextLink href="/credit-plus-el">查看联动监管、联合奖惩和信用等级</TextLink>
        <TextLink href="/xinyi-plus">信易+守信激励服务</TextLink>
      </Inline>
    </Card>
  );
}
Component.displayName = 'CreditPlusHomePage';
