// The targets (积分指标) of the city's credit-points scheme (信用积分, routes /declare-Legal and
// /declare-person): creditworthy deeds a legal person or a natural person declares for points.
import { CITY } from '../../seed/city.js';

export type PointSubject = 'enterprise' | 'person';

export interface TargetDraft {
  category: string;
  name: string;
  points: number;
  /** 认定标准. */
  standard: string;
  /** 所需证明材料. */
  evidence: string;
  /** How many files of evidence a declaration needs at least. */
  evidenceCount: number;
  /** How often a subject may declare it within one calendar year. */
  maxPerYear: number;
}

export const ENTERPRISE_TARGETS: readonly TargetDraft[] = [
  { category: '纳税守信', name: '纳税信用A级', points: 20, standard: '上一年度纳税信用评价结果为A级', evidence: '纳税信用等级评价结果截图或税务机关证明', evidenceCount: 1, maxPerYear: 1 },
  { category: '纳税守信', name: '连续三年纳税信用A级', points: 30, standard: '连续三个年度纳税信用评价结果均为A级', evidence: '三个年度的纳税信用等级评价结果', evidenceCount: 1, maxPerYear: 1 },
  { category: '荣誉表彰', name: '获评市级诚信示范企业', points: 15, standard: '被市级以上部门评为诚信示范企业且在有效期内', evidence: '表彰文件或荣誉证书', evidenceCount: 1, maxPerYear: 1 },
  { category: '荣誉表彰', name: '获评省级以上诚信示范企业', points: 25, standard: '被省级以上部门评为诚信示范企业且在有效期内', evidence: '表彰文件或荣誉证书', evidenceCount: 1, maxPerYear: 1 },
  { category: '荣誉表彰', name: '守合同重信用企业', points: 20, standard: '经市场监管部门公示的“守合同重信用”企业', evidence: '公示名单截图或证书', evidenceCount: 1, maxPerYear: 1 },
  { category: '荣誉表彰', name: '获评市级以上质量奖', points: 15, standard: '获得市长质量奖或省级以上政府质量奖', evidence: '获奖文件或证书', evidenceCount: 1, maxPerYear: 1 },
  { category: '社会责任', name: '慈善捐赠（单笔1万元以上）', points: 10, standard: '向依法登记的慈善组织捐赠，单笔不少于1万元', evidence: '公益事业捐赠票据', evidenceCount: 1, maxPerYear: 4 },
  { category: '社会责任', name: '参与抢险救灾', points: 10, standard: '参与政府组织的抢险救灾、疫情防控并经有关部门确认', evidence: '有关部门出具的证明或感谢信', evidenceCount: 1, maxPerYear: 2 },
  { category: '社会责任', name: '吸纳退役军人或残疾人就业', points: 5, standard: '年度内新吸纳退役军人或残疾人就业3人以上并缴纳社保', evidence: '劳动合同及社保缴纳证明', evidenceCount: 2, maxPerYear: 1 },
  { category: '合同履约', name: '按时足额支付农民工工资', points: 10, standard: '工程建设领域企业全年无欠薪投诉，工资专户按月发放', evidence: '工资专户发放记录及人社部门证明', evidenceCount: 2, maxPerYear: 1 },
  { category: '信用建设', name: '主动作出信用承诺并履约', points: 5, standard: '在信用门户作出信用承诺且承诺期内无违诺记录', evidence: '信用承诺书', evidenceCount: 1, maxPerYear: 2 },
  { category: '信用建设', name: '设立企业信用管理部门', points: 5, standard: '设立专门信用管理部门或专职信用管理人员并制定信用管理制度', evidence: '内部设立文件及信用管理制度', evidenceCount: 1, maxPerYear: 1 },
];

export const PERSON_TARGETS: readonly TargetDraft[] = [
  { category: '志愿服务', name: '志愿服务时长满100小时', points: 10, standard: '在全国志愿服务信息系统登记的服务时长累计满100小时', evidence: '志愿服务时长证明', evidenceCount: 1, maxPerYear: 1 },
  { category: '志愿服务', name: '志愿服务时长满300小时', points: 20, standard: '在全国志愿服务信息系统登记的服务时长累计满300小时', evidence: '志愿服务时长证明', evidenceCount: 1, maxPerYear: 1 },
  { category: '志愿服务', name: '获评优秀志愿者', points: 10, standard: '被县级以上文明办或志愿服务组织评为优秀志愿者', evidence: '表彰文件或证书', evidenceCount: 1, maxPerYear: 1 },
  { category: '献血捐献', name: '无偿献血', points: 5, standard: '参加无偿献血，每次计分', evidence: '无偿献血证', evidenceCount: 1, maxPerYear: 3 },
  { category: '献血捐献', name: '捐献造血干细胞', points: 30, standard: '完成造血干细胞捐献', evidence: '红十字会出具的捐献证明', evidenceCount: 1, maxPerYear: 1 },
  { category: '献血捐献', name: '遗体（器官）捐献登记', points: 10, standard: '完成遗体或人体器官捐献志愿登记', evidence: '捐献登记卡', evidenceCount: 1, maxPerYear: 1 },
  { category: '见义勇为', name: '见义勇为行为经公安机关确认', points: 20, standard: '见义勇为行为经公安机关或见义勇为协会确认', evidence: '确认文书', evidenceCount: 1, maxPerYear: 2 },
  { category: '见义勇为', name: '获评见义勇为先进个人', points: 30, standard: '被县级以上政府或见义勇为基金会表彰', evidence: '表彰文件或证书', evidenceCount: 1, maxPerYear: 1 },
  { category: '慈善公益', name: '慈善捐赠（单笔1000元以上）', points: 5, standard: '向依法登记的慈善组织捐赠，单笔不少于1000元', evidence: '公益事业捐赠票据', evidenceCount: 1, maxPerYear: 4 },
  { category: '荣誉表彰', name: '获评道德模范', points: 30, standard: '获评市级以上道德模范或提名奖', evidence: '表彰文件或证书', evidenceCount: 1, maxPerYear: 1 },
  { category: '荣誉表彰', name: `获评“最美${CITY.short}人”`, points: 20, standard: `获评“最美${CITY.short}人”或同类市级先进典型`, evidence: '表彰文件或证书', evidenceCount: 1, maxPerYear: 1 },
  { category: '孝老爱亲', name: '获评孝老爱亲模范', points: 15, standard: '获评县级以上孝老爱亲模范或最美家庭', evidence: '表彰文件或证书', evidenceCount: 1, maxPerYear: 1 },
  { category: '纳税守信', name: '个人所得税按时足额申报', points: 5, standard: '上一年度个人所得税综合所得按时足额汇算申报', evidence: '个人所得税纳税记录', evidenceCount: 1, maxPerYear: 1 },
];

export const TARGETS: Readonly<Record<PointSubject, readonly TargetDraft[]>> = { enterprise: ENTERPRISE_TARGETS, person: PERSON_TARGETS };

/** Review opinions of the credit office (市信用办) for declarations that fail. */
export const REJECTIONS = [
  '证明材料不清晰，无法核实，请补充后重新申报',
  '事项发生时间超出申报有效期（12个月）',
  '证明材料与申报事项不符',
  '该事项已由其他渠道归集计分，不重复计分',
] as const;

export const DESCRIPTIONS: Readonly<Record<string, readonly string[]>> = {
  纳税守信: ['按照税务机关评价结果申报', '依法按时足额纳税，无欠税记录'],
  荣誉表彰: ['获得表彰，附表彰文件', '经评选获此荣誉，证书在有效期内'],
  社会责任: ['积极履行社会责任，附相关证明', '参与社会公益活动'],
  合同履约: ['全年按月足额发放工资，无欠薪投诉'],
  信用建设: ['完善内部信用管理制度', '主动作出信用承诺并如约履行'],
  志愿服务: ['参加社区、文明城市创建等志愿服务', `长期参加“${CITY.short}志愿者”服务活动`],
  献血捐献: ['在市中心血站参加无偿献血', '自愿参与捐献，附证明材料'],
  见义勇为: [`在${CITY.river}落水救人，经公安机关确认`, '协助民警制止违法行为'],
  慈善公益: ['向市慈善总会捐款', '通过红十字会向困难群众捐赠'],
  孝老爱亲: ['长期照顾患病老人，事迹经社区推荐'],
};

/** 诚信等级 by total points. */
export function pointLevel(total: number): 'A' | 'AA' | 'AAA' {
  return total >= 150 ? 'AAA' : total >= 60 ? 'AA' : 'A';
}
