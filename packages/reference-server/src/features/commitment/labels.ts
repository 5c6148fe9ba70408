// Chinese field names of the commitment, declaration and risk-report forms, for the 202 messages
// (contract/messages.ts).
import type { FieldLabels } from '../../kernel/feature.js';

const COMMON = { phone: '手机号码', email: '电子邮箱', fileIds: '附件', trackingNo: '受理编号', status: '办理状态', contactName: '联系人' };
const ENTERPRISE = { enterpriseName: '企业名称', creditCode: '统一社会信用代码' };
const INQUIRY = { ...COMMON, verifier: '手机号码或证件号码' };

export const labels: FieldLabels = {
  addOnlineCommitment: {
    ...COMMON,
    templateId: '承诺书模板',
    subjectType: '承诺主体类型',
    subjectName: '承诺主体名称',
    creditCode: '统一社会信用代码',
    idNumber: '身份证号码',
    legalPerson: '法定代表人',
    phone: '联系电话',
    matter: '承诺事项',
    signDate: '签署日期',
    agree: '电子签名确认',
  },
  getCommitmentTemplatePage: { scenario: '适用场景' },
  getPromiseApplyPublicityPage: { scenario: '适用场景', subjectType: '承诺主体类型' },
  addCommitmentFeedback: { ...COMMON, commitmentNo: '承诺编号', fulfilment: '履约情况', description: '履约说明' },
  addCreditDeclare: {
    ...COMMON,
    ...ENTERPRISE,
    declareType: '申报类别',
    itemName: '申报事项名称',
    issuingOrgan: '颁发单位',
    issueDate: '颁发日期',
    certificateNo: '证书编号',
    validUntil: '有效期至',
    description: '说明',
    fileIds: '证明材料',
  },
  addIndependentDeclaration: { ...COMMON, ...ENTERPRISE, title: '声明标题', scope: '声明范围', content: '声明内容', validFrom: '有效期起', validTo: '有效期止' },
  addRiskPersonDeclare: { ...COMMON, name: '姓名', idNumber: '身份证号码', riskType: '风险类别', riskSubject: '风险涉及主体', content: '风险情况描述' },
  getCommitmentFeedbackInfoPage: COMMON,
  getCreditDeclareInfoPage: COMMON,
  getIndependentDeclarationInfoPage: COMMON,
  getRiskPersonDeclareInfoPage: COMMON,
  queryCommitmentFeedbackInfo: INQUIRY,
  queryCreditDeclareInfo: { ...INQUIRY, verifier: '手机号码或统一社会信用代码' },
  queryIndependentDeclarationInfo: { ...INQUIRY, verifier: '手机号码或统一社会信用代码' },
  queryRiskPersonDeclareInfo: { ...INQUIRY, verifier: '手机号码或身份证号码' },
};
