// The credit-repair section (spec §2 'Other pages'): its pages and the CMS classifications behind them
// (reference-server features/cms/repair-guides.ts; 信用修复 is the news column of /credit-repair-news).

/** The ways into the section from the hub (/credit-repair). */
export const REPAIR_ENTRIES = [
  { href: '/repair-method', name: '修复方式', description: '行政处罚、严重失信主体名单、经营异常名录等信息的修复条件' },
  { href: '/repair-procedure', name: '修复流程', description: '网上申请、窗口办理、办理时限和结果查询' },
  { href: '/repair-article', name: '政策文件', description: '信用修复的法规、办法和本市实施细则' },
  { href: '/wanna-repair', name: '我要修复', description: '申请材料、申请书样表和办理入口' },
  { href: '/credit-repair-news', name: '修复动态', description: '全市信用修复工作动态' },
] as const;

export const REPAIR_NEWS = { classification: '信用修复', title: '修复动态', href: '/credit-repair-news' } as const;

/** The published dishonesty-risk warnings that /SXFXJSBG lists: the CMS column of the /risk-summary list. */
export const RISK_WARNINGS = { classification: '失信风险警示', href: '/risk-summary' } as const;

/** The classification of the application guide that /wanna-repair shows in full. */
export const REPAIR_APPLY_CLASSIFICATION = '信用修复申请指南';

/** The blank application form among the public templates (files feature). */
export const REPAIR_APPLICATION_TEMPLATE = { id: 'tpl-credit-repair-application', name: '信用修复申请书（样表）.pdf' } as const;

/** 信用中国's credit-repair service, where the national rules have applications made. */
export const CREDIT_CHINA_REPAIR = 'https://www.creditchina.gov.cn/xinyongxiufu/';
