// The columns of double-publicity records with their Chinese labels. Lists answer the columns to show
// next to the page (data.columnShowList), so the portal renders any resource generically.

/** `type` of the double-publicity calls: 1 administrative permit, 2 administrative penalty. */
export const PERMIT = 1;
export const PUNISH = 2;

export interface Column {
  prop: string;
  label: string;
}

/** Every field of a permit, in the order of the national 双公示 data standard. */
export const PERMIT_COLUMNS: readonly Column[] = [
  { prop: 'subjectName', label: '行政相对人名称' },
  { prop: 'creditCode', label: '统一社会信用代码' },
  { prop: 'legalPerson', label: '法定代表人' },
  { prop: 'documentNo', label: '许可决定书文号' },
  { prop: 'matterName', label: '行政许可事项' },
  { prop: 'permitName', label: '许可证书名称' },
  { prop: 'category', label: '许可类别' },
  { prop: 'content', label: '许可内容' },
  { prop: 'decisionDate', label: '许可决定日期' },
  { prop: 'validFrom', label: '有效期自' },
  { prop: 'validTo', label: '有效期至' },
  { prop: 'organName', label: '许可机关' },
  { prop: 'sourceUnit', label: '数据来源单位' },
];

export const PUNISH_COLUMNS: readonly Column[] = [
  { prop: 'subjectName', label: '行政相对人名称' },
  { prop: 'creditCode', label: '统一社会信用代码' },
  { prop: 'legalPerson', label: '法定代表人' },
  { prop: 'documentNo', label: '处罚决定书文号' },
  { prop: 'violationType', label: '违法行为类型' },
  { prop: 'facts', label: '违法事实' },
  { prop: 'basis', label: '处罚依据' },
  { prop: 'category', label: '处罚类别' },
  { prop: 'content', label: '处罚内容' },
  { prop: 'fineAmount', label: '罚款金额（万元）' },
  { prop: 'decisionDate', label: '处罚决定日期' },
  { prop: 'publicityDeadline', label: '公示截止期' },
  { prop: 'organName', label: '处罚机关' },
  { prop: 'sourceUnit', label: '数据来源单位' },
];

export const columnsOf = (type: number): readonly Column[] => (type === PERMIT ? PERMIT_COLUMNS : PUNISH_COLUMNS);

/**
 * The list columns a resource shows. Organs whose permits expire show the end of validity; organs
 * whose penalties are mostly fines show the amount (that is what visitors of those lists look for).
 */
export function listColumnsFor(type: number, organCode: string): string[] {
  if (type === PERMIT) {
    const base = ['subjectName', 'creditCode', 'documentNo', 'matterName', 'decisionDate'];
    return [...base, ...(['SCJG', 'STHJ', 'WJW', 'JTJ'].includes(organCode) ? ['validTo'] : []), 'organName'];
  }
  const base = ['subjectName', 'creditCode', 'documentNo', 'violationType', 'category', 'decisionDate'];
  return [...base, ...(['SCJG', 'STHJ', 'SWJ', 'ZJJ'].includes(organCode) ? ['fineAmount'] : []), 'organName'];
}

export const labelled = (type: number, props: readonly string[]): Column[] => {
  const all = columnsOf(type);
  return props.flatMap((prop) => all.filter((c) => c.prop === prop));
};
