// The services of the 信用服务 hub (/credit-Service), grouped by what a visitor comes to do. The
// objection, complaint and inquiry pages are another group's (routes/serviceObjections.ts).
export interface ServiceEntry {
  name: string;
  href: string;
  description: string;
}

export const SERVICE_ENTRIES: readonly { id: string; title: string; entries: readonly ServiceEntry[] }[] = [
  {
    id: 'service-declare',
    title: '申报与声明',
    entries: [
      { name: '信用申报', href: '/service-credit-declare', description: '企业申报荣誉、资质和公益信息，经核实后记入企业信用档案。' },
      { name: '自主声明', href: '/self-declaration', description: '企业就依法诚信经营等事项作出公开声明，接受社会监督。' },
      { name: '自主声明公示', href: '/self-declaration-list', description: '查看已审核公示的企业自主声明。' },
    ],
  },
  {
    id: 'service-objection',
    title: '异议与投诉',
    entries: [
      { name: '异议申诉', href: '/service-objection-representation', description: '认为公示的信用信息有误，可提出异议申诉（企业法人、其他法人、自然人）。' },
      { name: '信用投诉', href: '/credit-complaint', description: '投诉失信行为或信用服务中的问题。' },
      { name: '办件查询', href: '/service-inquire', description: '凭受理编号和手机号码查询异议、投诉的办理进度。' },
    ],
  },
  {
    id: 'service-query',
    title: '信用查询',
    entries: [
      { name: '企业信用查询', href: '/enterprise-query', description: '按企业名称、法定代表人或统一社会信用代码查询企业信用档案。' },
      { name: '个人信用', href: '/service-personal-credit', description: '个人信用服务指引与个人信用知识。' },
      { name: '合同履约', href: '/service-contract-performance', description: '查询政府和国有企业合同的履约情况。' },
    ],
  },
];
