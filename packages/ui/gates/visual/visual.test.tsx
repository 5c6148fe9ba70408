/**
 * Visual regression: screenshots of representative component states in Chromium, compared
 * with the committed baselines in __screenshots__/ (Noto CJK fonts must be installed, which
 * the repository's test set-up does, or Chinese renders as boxes and nothing compares).
 *
 * The states mirror the stories of the same names. They are rendered here directly, inside
 * the same StoryFrame as Storybook uses, rather than through composeStories, so that the unit
 * project does not load Storybook's runtime (which Vite would then re-optimise mid-run).
 *
 * After an intended change: `pnpm --filter @credit-portal/ui exec vitest run --project unit gates/visual -u`
 * and review the new images before committing them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { StoryFrame, type StoryModeName, type StoryThemeName } from '../../src/storybook/StoryFrame';
import { firstTabs, sampleLogo } from '../../src/storybook/fixtures';
import { SiteHeader } from '../../src/components/SiteHeader/SiteHeader';
import { Pagination } from '../../src/components/Pagination/Pagination';
import { NewsList } from '../../src/components/NewsList/NewsList';
import { DataTable } from '../../src/components/DataTable/DataTable';
import { ContentCard } from '../../src/components/ContentCard/ContentCard';
import { ArticleView } from '../../src/components/ArticleView/ArticleView';
import { EmptyState } from '../../src/components/EmptyState/EmptyState';
import { ErrorState } from '../../src/components/ErrorState/ErrorState';
import { Field } from '../../src/components/Field/Field';
import { TextInput } from '../../src/components/TextInput/TextInput';
import { Select } from '../../src/components/Select/Select';
import { RadioGroup } from '../../src/components/RadioGroup/RadioGroup';
import { Checkbox } from '../../src/components/Checkbox/Checkbox';
import { Textarea } from '../../src/components/Textarea/Textarea';
import { SearchBar } from '../../src/components/SearchBar/SearchBar';
import { TabMenu } from '../../src/components/TabMenu/TabMenu';
import { ExamplePage } from '../../src/layout/pageExample';
import { Notice, noticeTones } from '../../src/components/Notice/Notice';
import { ButtonLink } from '../../src/components/Button/ButtonLink';
import { Inline } from '../../src/layout/Inline';
import { Stack } from '../../src/layout/Stack';
import { highContrast } from '../../src/components/AccessibilityToolbar/AccessibilityToolbar.css';

const noop = () => {};

const news = [
  '示例市召开2024年社会信用体系建设工作推进会',
  '关于开展信用修复专项培训的通知',
  '市发改委发布《示例市公共信用信息管理办法》解读',
  '我市3家企业入选全省诚信示范企业名单',
  '“信易贷”平台累计为中小微企业授信超50亿元',
  '关于公布2024年第一季度守信激励对象名单的公告',
  '全市开展食品安全领域信用专项治理行动',
].map((title, i) => ({ id: i, title, href: `/content-detail?id=${i}`, time: `2024-03-${String(20 - i * 2).padStart(2, '0')}` }));

const rows = [
  { id: 1, name: '示例市西城区顺达建材有限公司', organ: '示例市市场监督管理局', date: '2024-03-08', amount: 20000 },
  { id: 2, name: '示例市南城区华丰鞋业有限公司', organ: '示例市生态环境局', date: '2024-02-21', amount: 150000 },
  { id: 3, name: '福建省示例市东城区安和食品商行', organ: '东城区市场监督管理局', date: '2024-03-15', amount: 5000 },
];

const dataTable = (
  <DataTable
    caption="行政处罚信息"
    rows={rows}
    defaultSort={{ key: 'amount', direction: 'descending' }}
    columns={[
      { key: 'name', title: '行政相对人名称', sortable: true },
      { key: 'organ', title: '处罚机关' },
      { key: 'date', title: '处罚决定日期', align: 'center' },
      { key: 'amount', title: '罚款金额（元）', sortable: true, align: 'right', render: (r) => r.amount.toLocaleString('zh-CN') },
    ]}
  />
);

const formFields = (
  <div style={{ display: 'grid', gap: 16, maxWidth: 560 }}>
    <Field label="投诉主体类型" group required error="请选择投诉主体类型">
      <RadioGroup name="subject" options={[{ value: 'enterprise', label: '企业法人' }, { value: 'person', label: '自然人' }]} />
    </Field>
    <Field label="手机号码" required hint="用于接收受理结果" error="请输入正确的手机号码">
      <TextInput defaultValue="1381234" />
    </Field>
    <Field label="所属区县" required>
      <Select options={[{ value: 'xicheng', label: '西城区' }]} defaultValue="xicheng" />
    </Field>
    <Field label="投诉内容" required>
      <Textarea maxLength={500} defaultValue="该企业在签订购房合同后未按约定时间交付房屋。" />
    </Field>
    <Field error="请阅读并同意《信用投诉须知》">
      <Checkbox label="我已阅读并同意《信用投诉须知》" />
    </Field>
  </div>
);

const searchBar = <SearchBar requestCaptcha={async () => true} onSearch={noop} />;

const notices = (
  <Stack space="md">
    {noticeTones.map((tone) => (
      <Notice key={tone} tone={tone} title={{ info: '温馨提示', success: '提交成功', warning: '办理须知', error: '提交失败' }[tone]}>
        <p>{{ info: '查询结果仅供参考。', success: '受理编号：XF20261103001。', warning: '申请材料须加盖单位公章。', error: '网络异常，请稍后重试。' }[tone]}</p>
      </Notice>
    ))}
  </Stack>
);

const buttonLinks = (
  <Stack space="md">
    <Inline space="sm">
      <ButtonLink href="/wanna-repair" variant="primary">申请信用修复</ButtonLink>
      <ButtonLink href="/credit-report">返回列表</ButtonLink>
      <ButtonLink href="/files/report.pdf" download size="small">下载报告</ButtonLink>
    </Inline>
    <div className={highContrast}>
      <Inline space="sm">
        <ButtonLink href="/wanna-repair" variant="primary">申请信用修复</ButtonLink>
        <ButtonLink href="/credit-report">返回列表</ButtonLink>
      </Inline>
    </div>
  </Stack>
);

const states: { name: string; theme?: StoryThemeName; mode?: StoryModeName; ui: ReactElement; /** Taller than 768 px: all of it is drawn. */ height?: number }[] = [
  { name: 'pagination-middle-page', ui: <Pagination total={286} page={10} onChange={noop} /> },
  { name: 'pagination-middle-page-blue', theme: 'blue', ui: <Pagination total={286} page={10} onChange={noop} /> },
  { name: 'news-list', ui: <NewsList title="信用动态" moreHref="/credit-dynamics" items={news} /> },
  { name: 'data-table-sorted', ui: dataTable },
  {
    name: 'content-card',
    ui: <ContentCard title="行政许可信息" href="/credit-catalog-detail?id=101" organ="示例市市场监督管理局" count={128456} time="2024-03-08" />,
  },
  { name: 'form-fields-with-errors', ui: formFields },
  {
    name: 'article-view',
    ui: (
      <ArticleView
        title="关于进一步规范行政处罚信息信用修复工作的通知"
        source="示例市发展和改革委员会"
        time="2024-03-08 15:30:00"
        html="<p>为深入贯彻落实国家和省关于社会信用体系建设的决策部署，进一步规范信用修复工作，现将有关事项通知如下。</p><h2>一、适用范围</h2><ol><li>已履行行政处罚决定规定的义务；</li><li>公示期满三个月以上。</li></ol>"
        attachments={[{ name: '信用修复申请表.docx', href: '/files/1.docx', size: 34_816 }]}
      />
    ),
  },
  {
    name: 'empty-and-error-states',
    ui: (
      <div style={{ display: 'grid', gap: 16, maxWidth: 560 }}>
        <EmptyState />
        <ErrorState message="网络异常，请稍后重试" onRetry={noop} />
      </div>
    ),
  },
  { name: 'search-bar', ui: searchBar },
  { name: 'tab-menu-fourteen-tabs', ui: <TabMenu tabs={firstTabs(14)} activeHref="/home" /> },
  // The layout primitives: a page made only of the design system's parts, its notices and button links.
  { name: 'layout-example-page', ui: <ExamplePage /> },
  { name: 'notices', ui: notices },
  { name: 'button-links-and-high-contrast', ui: buttonLinks },
  // 关怀版: 24 px words, 52 px controls, 7:1 colours, words beside icons (（必填）, 降序).
  {
    name: 'site-header-care',
    mode: 'care',
    ui: <SiteHeader portalName="信用示例" logoSrc={sampleLogo} user={{ name: '示例市信用科技有限公司' }} onLogout={noop} search={<SearchBar variant="header" requestCaptcha={async () => true} onSearch={noop} />} />,
  },
  { name: 'search-bar-care', mode: 'care', ui: searchBar },
  { name: 'pagination-middle-page-care', mode: 'care', ui: <Pagination total={286} page={10} onChange={noop} /> },
  { name: 'pagination-middle-page-care-blue', theme: 'blue', mode: 'care', ui: <Pagination total={286} page={10} onChange={noop} /> },
  { name: 'data-table-sorted-care', mode: 'care', ui: dataTable },
  { name: 'form-fields-with-errors-care', mode: 'care', ui: formFields },
  { name: 'layout-example-page-care', mode: 'care', ui: <ExamplePage />, height: 1800 },
  { name: 'notices-care-blue', theme: 'blue', mode: 'care', ui: notices },
];

describe('visual regression', () => {
  beforeAll(async () => {
    await page.viewport(1024, 768);
  });

  it.each(states)('$name looks as in its baseline', async ({ name, theme = 'red', mode = 'standard', ui, height = 768 }) => {
    await page.viewport(1024, height);
    render(
      <StoryFrame theme={theme} mode={mode} padded>
        {/* Wherever the pointer was left by an earlier test, nothing here shows its hover state. */}
        <div data-testid="visual" style={{ pointerEvents: 'none' }}>
          {ui}
        </div>
      </StoryFrame>,
    );
    await document.fonts.ready;
    await expect.element(page.getByTestId('visual')).toMatchScreenshot(name, {
      // Anti-aliasing may differ by a few pixels between runs; a real change moves far more.
      comparatorOptions: { allowedMismatchedPixelRatio: 0.002 },
    });
  });
});
