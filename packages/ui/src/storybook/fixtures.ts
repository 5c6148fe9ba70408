import type { NavigationTab } from '../components/TabMenu/TabMenu';
import type { ArticleAttachment } from '../components/ArticleView/SanitizedArticleView';

/** Realistic navigation for stories and tests (names from the glossary, routes from spec §2). */
export const portalTabs: NavigationTab[] = [
  { id: 1, name: '首页', type: 0, href: '/home' },
  { id: 2, name: '信用动态', type: 0, href: '/credit-dynamics' },
  { id: 3, name: '政策法规', type: 0, href: '/policies-regulations' },
  { id: 4, name: '通知公告', type: 0, href: '/credit-notice' },
  { id: 5, name: '双公示', type: 0, href: '/double-publicity-catalog' },
  { id: 6, name: '红黑名单', type: 0, href: '/red-black-publicity' },
  { id: 7, name: '信用承诺', type: 0, href: '/credit-commitment' },
  { id: 8, name: '信用修复', type: 0, href: '/credit-repair' },
  { id: 9, name: '信用报告', type: 0, href: '/credit-report' },
  { id: 10, name: '信用目录', type: 0, href: '/credit-catalog' },
  { id: 11, name: '联合奖惩', type: 0, href: '/rewards-punishments' },
  { id: 12, name: '专项治理', type: 0, href: '/special-governance' },
  { id: 13, name: '失信被执行人', type: 0, href: '/dishonest-person' },
  { id: 14, name: '双随机、一公开', type: 0, href: '/double-random-check' },
  { id: 15, name: '信用投诉', type: 0, href: '/credit-complaint' },
  { id: 16, name: '异议申诉', type: 0, href: '/credit-objection' },
  { id: 17, name: '信易贷', type: 0, href: '/credit-loan-home' },
  { id: 18, name: '城市信用排名', type: 0, href: '/city-rank' },
  { id: 19, name: '成员单位', type: 0, href: '/member-unit' },
  { id: 20, name: '网站互动', type: 0, href: '/website-interaction' },
];

export const externalTab: NavigationTab = {
  id: 'credit-china',
  name: '信用中国',
  type: 1,
  href: 'https://www.creditchina.gov.cn/',
};

export const excludedTab: NavigationTab = {
  id: 'hidden',
  name: '内部管理',
  type: 2,
  href: '/admin',
};

export const firstTabs = (count: number): NavigationTab[] => portalTabs.slice(0, count);

/** A placeholder logo drawn inline, so stories need no network. */
export const sampleLogo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48">' +
      '<circle cx="24" cy="24" r="22" fill="#fff"/><circle cx="24" cy="24" r="16" fill="none" stroke="#b71c1c" stroke-width="4"/>' +
      '<path d="M16 24l6 6 10-12" fill="none" stroke="#b71c1c" stroke-width="4"/></svg>',
  );

export const sampleBadge =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="110" height="55" viewBox="0 0 110 55">' +
      '<rect width="110" height="55" rx="4" fill="#fff"/><circle cx="27" cy="27" r="18" fill="#d40000"/>' +
      '<rect x="52" y="16" width="48" height="8" fill="#d40000"/><rect x="52" y="31" width="48" height="8" fill="#d40000"/></svg>',
  );

/** A valid unified social credit code (check character computed) and a mistyped one. */
export const validCreditCode = '91350100M000100Y43';
export const invalidCreditCode = '91350100M000100Y44';

/** A CMS article body as editors write it: headings, a list, a table with its caption, and links. */
export const sampleArticleHtml = `
<p>为深入贯彻落实国家和省关于社会信用体系建设的决策部署，进一步规范信用修复工作，保障信用主体合法权益，现将有关事项通知如下。</p>
<h2>一、适用范围</h2>
<p>本通知适用于在<strong>示例市公共信用信息平台</strong>公示的行政处罚信息的信用修复。</p>
<h3>（一）申请条件</h3>
<ol>
  <li>已履行行政处罚决定规定的义务；</li>
  <li>公示期满三个月以上；</li>
  <li>作出<em>信用承诺</em>并公开。</li>
</ol>
<h2>二、办理流程</h2>
<table>
  <caption>信用修复办理时限</caption>
  <thead><tr><th scope="col">环节</th><th scope="col">办理时限</th></tr></thead>
  <tbody><tr><td>受理</td><td>2个工作日</td></tr><tr><td>审核</td><td>5个工作日</td></tr></tbody>
</table>
<p>详情请登录<a href="https://www.creditchina.gov.cn/">信用中国</a>网站查询，或拨打咨询电话<a href="tel:0594-2285000">0594-2285000</a>，也可发送邮件至<a href="mailto:xyb@example.gov.cn">xyb@example.gov.cn</a>。</p>
`;

export const sampleArticleAttachments: ArticleAttachment[] = [
  { name: '信用修复申请表.docx', href: '/files/credit-repair-form.docx', size: 34_816 },
  { name: '信用承诺书（模板）.pdf', href: '/files/credit-promise.pdf', size: 1_258_291 },
];
