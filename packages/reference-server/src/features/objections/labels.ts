// Chinese field names of the complaint, objection, correction and clue forms, for the 202 messages
// (contract/messages.ts). Per operation, because one name means different things in different forms.
import type { FieldLabels } from '../../kernel/feature.js';

const COMMON = { phone: '手机号码', email: '电子邮箱', fileIds: '附件', trackingNo: '受理编号', status: '办理状态' };
const OBJECTION = {
  ...COMMON,
  category: '异议信息类别',
  recordId: '异议信息编号',
  sourceOrgan: '信息提供单位',
  pageUrl: '异议信息所在页面',
  reason: '异议理由',
  request: '申请事项',
  promise: '本人承诺所提供材料真实有效',
};
const LEGAL_PERSON_OBJECTION = { ...OBJECTION, subjectName: '单位名称', creditCode: '统一社会信用代码', operatorName: '经办人姓名', fileIds: '证明材料' };
const INQUIRY = { ...COMMON, verifier: '手机号码或证件号码' };

export const labels: FieldLabels = {
  addCreditComplaint: {
    ...COMMON,
    complainantName: '投诉人姓名',
    idType: '证件类型',
    idNumber: '证件号码',
    respondentName: '被投诉主体名称',
    respondentCreditCode: '被投诉主体统一社会信用代码',
    complaintType: '投诉类型',
    title: '投诉标题',
    content: '投诉内容',
    demand: '诉求',
    isPublic: '是否公开',
  },
  addShoeCityComplaintSuggestion: { ...COMMON, kind: '类别', name: '姓名', enterpriseName: '企业名称', content: '内容' },
  addEnterpriseLegalPersonObjection: LEGAL_PERSON_OBJECTION,
  addOtherLegalPersonObjection: LEGAL_PERSON_OBJECTION,
  addNaturePersonObjection: { ...OBJECTION, name: '姓名', idNumber: '身份证号码' },
  addCorrection: { ...COMMON, pageUrl: '纠错页面地址', content: '纠错内容', contactName: '联系人' },
  addColumnClue: {
    ...COMMON,
    clueType: '线索类别',
    targetName: '被举报对象名称',
    address: '被举报对象地址',
    description: '线索描述',
    anonymous: '是否匿名',
    reporterName: '举报人姓名',
  },
  getCreditComplaintInfoPage: COMMON,
  getEnterpriseLegalPersonObjectionInfoPage: COMMON,
  getOtherLegalPersonObjectionInfoPage: COMMON,
  getNaturePersonObjectionInfoPage: COMMON,
  getCorrectionInfoPage: COMMON,
  getColumnCluesInfoPage: COMMON,
  queryCreditComplaintInfo: INQUIRY,
  queryEnterpriseLegalPersonObjectionInfo: { ...INQUIRY, verifier: '手机号码或统一社会信用代码' },
  queryOtherLegalPersonObjectionInfo: { ...INQUIRY, verifier: '手机号码或统一社会信用代码' },
  queryNaturePersonObjectionInfo: { ...INQUIRY, verifier: '手机号码或身份证号码' },
  queryCorrectionInfo: { ...INQUIRY, verifier: '手机号码' },
  queryColumnCluesInfo: { ...INQUIRY, verifier: '手机号码或查询码' },
  getColumnClueDetail: { ...INQUIRY, verifier: '手机号码或查询码' },
};
