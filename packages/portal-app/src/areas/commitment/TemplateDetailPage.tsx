import { Link, useLoaderData } from 'react-router';
import { ButtonLink, Card, Inline, SanitizedArticleView, Text, TextLink } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { fillTemplate } from './commitment';
import type { templateLoader } from './loaders';
import { RecordFacts } from '../../views/Facts';

/**
 * /promise-online-detail?id= : one commitment template (承诺书模板) as the catalogue offers it, its text
 * with the blanks the signer fills in marked, who may sign it, and the way to sign it online.
 */
export function Component() {
  const data = useLoaderData<typeof templateLoader>();
  return (
    <Card as="section" look="panel" padding="lg" space="md">
      <PageTitle>承诺书模板</PageTitle>
      <SanitizedArticleView
        headingLevel={2}
        title={data.title}
        source={data.organ}
        time={data.updateTime}
        timePattern="yyyy-MM-dd"
        html={fillTemplate(data.content)}
        labels={{ source: '发布单位', time: '更新时间' }}
        footer={
          <RecordFacts
            label="承诺书信息"
            facts={[
              [
                '适用场景',
                <Link key="scenario" to={`/promise-application-scenarios?scenario=${encodeURIComponent(data.scenario)}`}>
                  {data.scenario}
                </Link>,
              ],
              ['适用主体', data.subjectTypes.join('、')],
            ]}
          />
        }
      />
      <Text tone="muted" leading="body">方括号中的内容由承诺主体在线签署时填写。签署后的承诺书在本网站公示，并作为事中事后监管的依据。</Text>
      <Inline space="sm">
        <ButtonLink variant="primary" href={`/promise-online?templateId=${encodeURIComponent(data.id)}`}>
          在线签署本承诺书
        </ButtonLink>
        <TextLink href="/credit-commitment-index">
          返回承诺目录
        </TextLink>
      </Inline>
    </Card>
  );
}
Component.displayName = 'TemplateDetailPage';
