import { Box } from './Box';
import { Stack } from './Stack';
import { Inline } from './Inline';
import { Column, Columns } from './Columns';
import { Tiles } from './Tiles';
import { PageHeader } from '../components/PageHeader/PageHeader';
import { Breadcrumb } from '../components/Breadcrumb/Breadcrumb';
import { SideMenu } from '../components/SideMenu/SideMenu';
import { SectionHeading } from '../components/SectionHeading/SectionHeading';
import { Facts } from '../components/Facts/Facts';
import { Notice } from '../components/Notice/Notice';
import { ButtonLink } from '../components/Button/ButtonLink';
import { Button } from '../components/Button/Button';
import { VisuallyHidden } from '../components/VisuallyHidden/VisuallyHidden';
import { ContentCard } from '../components/ContentCard/ContentCard';

const penalties = [
  { id: 1, title: '示市监罚〔2024〕112号', organ: '示例市市场监督管理局', date: '2024-03-08' },
  { id: 2, title: '示环罚〔2023〕57号', organ: '示例市生态环境局', date: '2023-11-21' },
];

/**
 * An enterprise's credit page, made only of the design system's parts: the layout primitives place
 * them, nothing of the page has a style of its own. The stories and the visual test show it.
 */
export function ExamplePage() {
  return (
    <Stack space="xl" as="main">
      <PageHeader
        title="企业信用信息"
        breadcrumb={
          <Breadcrumb
            items={[
              { title: '首页', href: '/home' },
              { title: '信用查询', href: '/search' },
              { title: '企业信用信息' },
            ]}
          />
        }
      />
      <Columns space="xl" collapseBelow="lg">
        <Column width="1/4">
          <SideMenu
            title="信用服务"
            storage={null}
            activeHref="/enterprise"
            items={[
              { id: 1, name: '企业信用信息', href: '/enterprise' },
              { id: 2, name: '信用报告', href: '/credit-report' },
              { id: 3, name: '信用修复', href: '/credit-repair' },
            ]}
          />
        </Column>
        <Column>
          <Stack space="xl">
            <Notice tone="info" title="温馨提示">
              <p>本页信息来源于各行政机关报送的公共信用信息，每日更新，仅供参考。</p>
            </Notice>
            <Stack as="section" space="md" aria-labelledby="basic">
              <SectionHeading id="basic">基本信息</SectionHeading>
              <Facts
                look="boxed"
                columns={2}
                items={[
                  { term: '企业名称', value: '示例市西城区顺达建材有限公司' },
                  { term: '统一社会信用代码', value: '91350304MA2Y3K8L0X' },
                  { term: '法定代表人', value: '林某某' },
                  { term: '成立日期', value: '2016-05-12' },
                  { term: '住所', value: '福建省示例市西城区镇海街道荔园东路 1888 号', wide: true },
                ]}
              />
            </Stack>
            <Stack as="section" space="md" aria-labelledby="penalties">
              <SectionHeading id="penalties" description={`共 ${penalties.length} 条`}>
                行政处罚信息
              </SectionHeading>
              <Tiles as="ul" space="md" columns={{ base: 1, md: 2 }}>
                {penalties.map((p) => (
                  <ContentCard key={p.id} title={p.title} href={`/penalty/${p.id}`} organ={p.organ} time={p.date} />
                ))}
              </Tiles>
            </Stack>
            <Box as="footer" paddingBlock="md">
              <Inline space="sm" align="end" collapseBelow="sm">
                <Button>打印本页</Button>
                <ButtonLink href="/credit-report" variant="primary">
                  申请信用报告<VisuallyHidden>：示例市西城区顺达建材有限公司</VisuallyHidden>
                </ButtonLink>
              </Inline>
            </Box>
          </Stack>
        </Column>
      </Columns>
    </Stack>
  );
}
