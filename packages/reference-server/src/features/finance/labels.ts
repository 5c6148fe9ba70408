// Chinese field names of the financial-product operations, for the 202 messages (contract/messages.ts).
import type { FieldLabels } from '../../kernel/feature.js';

const PAGE = { productType: '产品类型', institutionId: '金融机构', minAmount: '最低金额', maxAmount: '最高金额', term: '贷款期限', sort: '排序方式' };

export const labels: FieldLabels = {
  getFinanceProductPage: PAGE,
  getFinanceProductApplyPage: { productId: '产品编号' },
  getFinanceProductHomePage: { size: '条数' },
  getFinancialLeaderboardList: { size: '条数' },
  getFinancialSupportList: { size: '条数' },
  getFinancialApplyList: { size: '条数' },
  getFinancialInstitutionList: { kind: '机构类型' },
  collectProduct: { productId: '产品编号', collect: '收藏状态' },
  applyProduct: {
    productId: '产品编号',
    amount: '申请金额',
    term: '贷款期限',
    purpose: '资金用途',
    contactName: '联系人',
    contactPhone: '联系电话',
    enterpriseName: '企业名称',
    creditCode: '统一社会信用代码',
  },
};
