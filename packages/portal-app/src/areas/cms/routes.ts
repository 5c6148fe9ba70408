// CMS columns in the generic list view (spec §2 'Search, topics' and the /other group) and the article page.
import { articleLoader } from '../../views/genericLists';
import { inLayout, type Area, type PortalRoute } from '../../shell/meta';
import { listRoute, pageRoute } from '../../views/builders';

const contentRoutes: PortalRoute[] = [
  // Special topics (spec §2 "Search, topics").
  listRoute('city-credit', '城市信用', 'City Credit'),
  listRoute('industry-credit', '行业信用', 'Industry Credit'),
  listRoute('specialty-improve', '专项整治', 'Special Rectification'),
  listRoute('standard-specification', '标准规范', 'Standards'),
  listRoute('refuse-classification', '垃圾分类', 'Waste Sorting'),
  listRoute('typical-case', '典型案例', 'Typical Cases'),
  listRoute('credit-knowledge', '信用知识', 'Credit Knowledge'),
  listRoute('credit-repair-news', '信用修复', 'Credit Repair'),
  listRoute('common-problem', '常见问题', 'Common Problems'),
  // The register of credit service agencies (备案信息公示): no operation lists them, the CMS publishes one notice per agency.
  listRoute('intermediary-organ', '信用服务机构', 'Credit Service Agencies', { name: 'IntermediaryOrgan' }),
  // Forms and templates, each article with its file for the public file download.
  listRoute('data-download', '数据下载', 'Downloads', { name: 'DataDownload' }),
  listRoute('xinyi-plus', '信易+', 'Credit Plus Services', { name: 'XinyiPlus' }),
  listRoute('personal-credit', '个人信用', 'Personal Credit', { name: 'PersonalCredit' }),
  listRoute('contract-policy', '合同履约政策', 'Contract Performance Policies', { name: 'ContractPolicy' }),
];
const otherRoutes: PortalRoute[] = [
  listRoute('credit-dynamics', '信用动态', 'Credit Dynamics', { oldRouter: true }),
  listRoute('policies-regulations', '政策法规', 'Policies and Regulations', { oldRouter: true }),
  listRoute('red-black-news', '红黑榜', 'Red and Black Lists', { oldRouter: true }),
  listRoute('punish-again', '失信惩戒', 'Punishment of Dishonesty', { oldRouter: true }),
  listRoute('credit-announcement', '通知公告', 'Announcements', { oldRouter: true }),
  listRoute('rewards-punishments', '联合奖惩', 'Joint Rewards and Punishments', { oldRouter: true }),
  listRoute('credit-propaganda', '信用宣传', 'Credit Publicity', { oldRouter: true }),
  listRoute('credit-risk', '风险提示', 'Risk Warnings', { oldRouter: true }),
  listRoute('business-environment', '营商环境', 'Business Environment', { oldRouter: true }),
  listRoute('credit-notice', '公示公告', 'Public Notices', { oldRouter: true }),
  listRoute('credit-research', '信用研究', 'Credit Research', { oldRouter: true }),
  listRoute('other-innovation', '创新案例', 'Innovation Cases', { oldRouter: true }),
  listRoute('special-governance', '专项治理', 'Special Governance', { oldRouter: true }),
  listRoute('risk-summary', '失信风险警示', 'Dishonesty Risk Warnings', { oldRouter: true }),
  listRoute('putian-journal', '信用期刊', 'Credit Journal', { oldRouter: true }),
  listRoute('double-random-check', '双随机一公开', 'Double Random Inspection', { oldRouter: true }),
  pageRoute('content-detail', () => import('../../views/ContentDetailPage'), { name: 'ContentDetail', title: '详情', oldRouter: true }, articleLoader),
];

export const area: Area = {
  name: 'cms',
  routes: [...inLayout('content', contentRoutes), ...inLayout('other', otherRoutes)],
};
