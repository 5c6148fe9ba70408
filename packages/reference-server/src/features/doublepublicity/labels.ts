// Chinese names of the double-publicity request fields, for the 202 messages (contract/messages.ts).
import type { FieldLabels } from '../../kernel/feature.js';

const LIST = {
  resourceId: '信息资源编号',
  category: '类别',
  decisionDateFrom: '决定日期起',
  decisionDateTo: '决定日期止',
  type: '公示类型',
  organCode: '部门编码',
};

export const labels: FieldLabels = {
  getPermitList: { ...LIST, category: '许可类别', decisionDateFrom: '许可决定日期起', decisionDateTo: '许可决定日期止' },
  getPunishList: { ...LIST, category: '处罚类别', decisionDateFrom: '处罚决定日期起', decisionDateTo: '处罚决定日期止' },
  getPunishListByCreditCode: { tyshxydm: '统一社会信用代码' },
  getDoublePublicityDetail: { ...LIST, dataId: '数据编号' },
  getDoublePublicityDetailImage: { ...LIST, dataId: '数据编号' },
  getDoublePublicityDirectory: LIST,
  getDoublePublicityResourceList: LIST,
  getDoublePublicityTreeByCode: { code: '目录编码' },
  getDoublePublicityConditionConfig: LIST,
  getPermitDirectoryPage: LIST,
  getPermitDirectoryDetail: { id: '事项编号' },
  getPunishDirectoryPage: LIST,
  getPunishDirectoryDetail: { id: '事项编号' },
};
