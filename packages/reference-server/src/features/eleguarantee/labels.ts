// Chinese names of the electronic guarantee's request fields, for the 202 messages (contract/messages.ts).
import type { FieldLabels } from '../../kernel/feature.js';

const PAGE = { pageNo: '页码', pageSize: '每页条数' };

export const labels: FieldLabels = {
  listGuaranteeInstitutions: { institutionType: '机构类别' },
  getGuaranteeTenderPage: { ...PAGE, keyword: '关键字', open: '是否仅显示可投标项目' },
  applyEleGuarantee: {
    projectNo: '招标项目编号',
    productId: '保函产品',
    enterpriseName: '投标企业名称',
    creditCode: '统一社会信用代码',
    contactName: '联系人',
    phone: '手机号码',
    email: '电子邮箱',
    fileIds: '申请材料',
    agree: '投保声明',
  },
  getMyEleGuaranteePage: { ...PAGE, status: '保函状态' },
  verifyEleGuarantee: { guaranteeNo: '保函编号', verifyCode: '校验码' },
};
