// Generated from openapi/ by scripts/generate-rules.mjs (`pnpm run generate`); do not edit.
// The field rules of every JSON request body: what the server checks, for forms to check first.

/** What the contract says of one field of a request body. */
export interface FieldRule {
  readonly required?: true;
  /** The named schema the field refers to (Mobile, Uscc, ResidentId, TrackingNo…), for checks beyond the pattern. */
  readonly kind?: string;
  /** The one value allowed (a confirmation that must be ticked: `true`). */
  readonly const?: string | number | boolean;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly enum?: readonly (string | number)[];
  readonly format?: string;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly itemEnum?: readonly (string | number)[];
}

export const fieldRules = {
  AddRequest: {
    targetId: {"required":true,"minLength":1,"maxLength":32},
    description: {"required":true,"minLength":1,"maxLength":500},
    occurredDate: {"required":true,"pattern":"^\\d{4}-\\d{2}-\\d{2}$"},
    fileIds: {"required":true,"maxItems":10},
    contactPhone: {"required":true,"pattern":"^1[3-9]\\d{9}$"},
  },
  ApplyRequest: {
    productId: {"required":true,"minLength":1,"maxLength":32},
    amount: {"required":true,"maximum":100000},
    term: {"required":true,"minimum":1,"maximum":360},
    purpose: {"required":true,"minLength":1,"maxLength":200},
    contactName: {"required":true,"minLength":1,"maxLength":20},
    contactPhone: {"required":true,"pattern":"^1[3-9]\\d{9}$"},
    enterpriseName: {"minLength":1,"maxLength":100},
    creditCode: {"pattern":"^[0-9A-HJ-NPQRTUWXY]{2}\\d{6}[0-9A-HJ-NPQRTUWXY]{10}$"},
  },
  CatalogSearch: {
    pageNo: {"minimum":1},
    pageSize: {"minimum":1,"maximum":100},
    keyword: {"maxLength":100},
    organs: {"maxItems":50},
    types: {"maxItems":8,"itemEnum":["基础信息","行政许可","行政处罚","红名单","黑名单","重点关注","信用承诺","其他"]},
  },
  CollectRequest: {
    productId: {"required":true,"minLength":1,"maxLength":32},
    collect: {"required":true},
  },
  CommitmentFeedbackForm: {
    commitmentNo: {"required":true,"kind":"TrackingNo","pattern":"^[A-Z]{2}\\d{12,16}$"},
    fulfilment: {"required":true,"enum":["已履约","部分履约","未履约"]},
    description: {"required":true,"minLength":10,"maxLength":1000},
    contactName: {"required":true,"kind":"PersonName","minLength":2,"maxLength":30},
    phone: {"required":true,"kind":"Mobile","pattern":"^1[3-9]\\d{9}$"},
    fileIds: {"kind":"FileIds","maxItems":5},
  },
  ContractDetailRequest: {
    id: {"required":true,"minLength":1,"maxLength":32},
  },
  ContractSearch: {
    pageNo: {"minimum":1},
    pageSize: {"minimum":1,"maximum":100},
    keyword: {"maxLength":100},
    status: {"kind":"ContractStatus","enum":["正常履约","履约中","违约"]},
    contractType: {"kind":"ContractType","enum":["政府采购合同","工程建设合同","招商引资合同","特许经营合同","服务外包合同"]},
  },
  CorrectionForm: {
    pageUrl: {"required":true,"maxLength":500,"pattern":"^https?://\\S+$"},
    content: {"required":true,"minLength":10,"maxLength":1000},
    contactName: {"required":true,"kind":"PersonName","minLength":2,"maxLength":30},
    phone: {"required":true,"kind":"Mobile","pattern":"^1[3-9]\\d{9}$"},
    email: {"kind":"Email","maxLength":64,"format":"email"},
  },
  CreditComplaintForm: {
    complainantName: {"required":true,"kind":"PersonName","minLength":2,"maxLength":30},
    idType: {"required":true,"enum":["身份证","护照","港澳通行证"]},
    idNumber: {"required":true,"minLength":9,"maxLength":18},
    phone: {"required":true,"kind":"Mobile","pattern":"^1[3-9]\\d{9}$"},
    email: {"kind":"Email","maxLength":64,"format":"email"},
    respondentName: {"required":true,"minLength":2,"maxLength":100},
    respondentCreditCode: {"kind":"Uscc","pattern":"^[0-9A-HJ-NPQRTUWXY]{2}\\d{6}[0-9A-HJ-NPQRTUWXY]{10}$"},
    complaintType: {"required":true,"enum":["合同违约","虚假宣传","产品质量","价格欺诈","拖欠款项","服务质量","侵害消费者权益","其他失信行为"]},
    title: {"required":true,"minLength":2,"maxLength":50},
    content: {"required":true,"minLength":10,"maxLength":2000},
    demand: {"required":true,"minLength":2,"maxLength":500},
    fileIds: {"kind":"FileIds","maxItems":5},
    isPublic: {"required":true},
  },
  CreditDeclareForm: {
    enterpriseName: {"required":true,"minLength":2,"maxLength":100},
    creditCode: {"required":true,"kind":"Uscc","pattern":"^[0-9A-HJ-NPQRTUWXY]{2}\\d{6}[0-9A-HJ-NPQRTUWXY]{10}$"},
    declareType: {"required":true,"enum":["荣誉类","资质类","公益类"]},
    itemName: {"required":true,"minLength":2,"maxLength":100},
    issuingOrgan: {"required":true,"minLength":2,"maxLength":100},
    issueDate: {"required":true,"kind":"IsoDate","pattern":"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},
    certificateNo: {"maxLength":64},
    validUntil: {"kind":"IsoDate","pattern":"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},
    description: {"maxLength":1000},
    contactName: {"required":true,"kind":"PersonName","minLength":2,"maxLength":30},
    phone: {"required":true,"kind":"Mobile","pattern":"^1[3-9]\\d{9}$"},
    fileIds: {"required":true,"kind":"FileIds","maxItems":5,"minItems":1},
  },
  GuaranteeApplyForm: {
    projectNo: {"required":true,"kind":"ProjectNo","pattern":"^[EZ]\\d{18}$"},
    productId: {"required":true,"pattern":"^\\d{1,18}$"},
    enterpriseName: {"required":true,"minLength":2,"maxLength":100},
    creditCode: {"required":true,"kind":"Uscc","pattern":"^[0-9A-HJ-NPQRTUWXY]{2}\\d{6}[0-9A-HJ-NPQRTUWXY]{10}$"},
    contactName: {"required":true,"kind":"PersonName","minLength":2,"maxLength":30},
    phone: {"required":true,"kind":"Mobile","pattern":"^1[3-9]\\d{9}$"},
    email: {"kind":"Email","maxLength":64,"format":"email"},
    fileIds: {"required":true,"minItems":1,"maxItems":5},
    agree: {"required":true,"const":true},
  },
  InteractionForm: {
    title: {"required":true,"minLength":2,"maxLength":50},
    type: {"required":true,"kind":"InteractionType","enum":["咨询","建议","投诉"]},
    content: {"required":true,"minLength":10,"maxLength":1000},
    name: {"required":true,"kind":"PersonName","minLength":2,"maxLength":30},
    phone: {"required":true,"kind":"Mobile","pattern":"^1[3-9]\\d{9}$"},
    email: {"kind":"Email","maxLength":64,"format":"email"},
    isPublic: {"required":true},
  },
  LeaveMessageForm: {
    title: {"required":true,"minLength":2,"maxLength":50},
    type: {"required":true,"kind":"MessageType","enum":["咨询","建议","投诉","求助"]},
    content: {"required":true,"minLength":10,"maxLength":1000},
    name: {"required":true,"kind":"PersonName","minLength":2,"maxLength":30},
    phone: {"required":true,"kind":"Mobile","pattern":"^1[3-9]\\d{9}$"},
    isPublic: {"required":true},
  },
  LegalPersonObjectionForm: {
    subjectName: {"required":true,"minLength":2,"maxLength":100},
    creditCode: {"required":true,"kind":"Uscc","pattern":"^[0-9A-HJ-NPQRTUWXY]{2}\\d{6}[0-9A-HJ-NPQRTUWXY]{10}$"},
    operatorName: {"required":true,"kind":"PersonName","minLength":2,"maxLength":30},
    phone: {"required":true,"kind":"Mobile","pattern":"^1[3-9]\\d{9}$"},
    category: {"required":true,"kind":"ObjectionCategory","enum":["行政许可","行政处罚","失信被执行人","经营异常","其他"]},
    recordId: {"maxLength":64},
    sourceOrgan: {"maxLength":100},
    pageUrl: {"maxLength":500,"pattern":"^https?://\\S+$"},
    reason: {"required":true,"minLength":20,"maxLength":2000},
    request: {"required":true,"kind":"ObjectionRequest","enum":["更正","删除","撤销公示"]},
    fileIds: {"required":true,"kind":"FileIds","maxItems":5,"minItems":1},
    promise: {"required":true,"kind":"ObjectionPromise","const":true},
  },
  LoginRequest: {
    username: {"minLength":1,"maxLength":50},
    password: {"minLength":1,"maxLength":64},
    code: {"minLength":1,"maxLength":4},
    uuid: {"pattern":"^[A-Za-z0-9_-]{16,64}$"},
    token: {"pattern":"^[A-Za-z0-9_-]{16,64}$"},
    appId: {"maxLength":64},
    trustticket: {"pattern":"^[A-Za-z0-9_-]{16,64}$"},
    authorizeCode: {"pattern":"^[A-Za-z0-9_-]{16,64}$"},
    appCode: {"const":"CREDIT_PORTAL"},
  },
  LogoutRequest: {
    accessToken: {"required":true,"pattern":"^[A-Za-z0-9_-]{16,128}$"},
    appToken: {"maxLength":128},
  },
  NaturePersonObjectionForm: {
    name: {"required":true,"kind":"PersonName","minLength":2,"maxLength":30},
    idNumber: {"required":true,"kind":"ResidentId","pattern":"^(\\d{17}[\\dXx]|\\d{15})$"},
    phone: {"required":true,"kind":"Mobile","pattern":"^1[3-9]\\d{9}$"},
    category: {"required":true,"kind":"ObjectionCategory","enum":["行政许可","行政处罚","失信被执行人","经营异常","其他"]},
    recordId: {"maxLength":64},
    sourceOrgan: {"maxLength":100},
    pageUrl: {"maxLength":500,"pattern":"^https?://\\S+$"},
    reason: {"required":true,"minLength":20,"maxLength":2000},
    request: {"required":true,"kind":"ObjectionRequest","enum":["更正","删除","撤销公示"]},
    fileIds: {"kind":"FileIds","maxItems":5},
    promise: {"required":true,"kind":"ObjectionPromise","const":true},
  },
  OnlineCommitmentForm: {
    templateId: {"required":true,"maxLength":20},
    subjectType: {"required":true,"kind":"SubjectType","enum":["法人及非法人组织","自然人"]},
    subjectName: {"required":true,"minLength":2,"maxLength":100},
    creditCode: {"kind":"Uscc","pattern":"^[0-9A-HJ-NPQRTUWXY]{2}\\d{6}[0-9A-HJ-NPQRTUWXY]{10}$"},
    idNumber: {"kind":"ResidentId","pattern":"^(\\d{17}[\\dXx]|\\d{15})$"},
    legalPerson: {"kind":"PersonName","minLength":2,"maxLength":30},
    phone: {"required":true,"kind":"Mobile","pattern":"^1[3-9]\\d{9}$"},
    matter: {"required":true,"minLength":2,"maxLength":200},
    signDate: {"required":true,"kind":"IsoDate","pattern":"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},
    agree: {"required":true,"const":true},
  },
  RepairApplyForm: {
    recordId: {"required":true,"kind":"RepairRecordId","pattern":"^\\d{1,18}$"},
    contactName: {"required":true,"minLength":2,"maxLength":20},
    contactPhone: {"required":true,"kind":"Mobile","pattern":"^1[3-9]\\d{9}$"},
    statement: {"required":true,"minLength":10,"maxLength":1000},
    commitmentSigned: {"required":true},
    fileIds: {"required":true,"minItems":1,"maxItems":5},
  },
  RepairCancelForm: {
    basis: {"required":true,"kind":"RepairCancelBasis","enum":["履行处罚决定并作出信用承诺","参加信用修复培训","提交信用报告","最短公示期届满","处罚决定被撤销或变更"]},
    reason: {"required":true,"kind":"RepairReason","minLength":5,"maxLength":500},
    fileIds: {"kind":"RepairFileIds","maxItems":5},
  },
  RepairConfirmForm: {
    basis: {"required":true,"kind":"RepairCancelBasis","enum":["履行处罚决定并作出信用承诺","参加信用修复培训","提交信用报告","最短公示期届满","处罚决定被撤销或变更"]},
    reason: {"required":true,"kind":"RepairReason","minLength":5,"maxLength":500},
  },
  RepairDecisionForm: {
    decision: {"required":true,"enum":["accept","reject"]},
    reason: {"required":true,"kind":"RepairReason","minLength":5,"maxLength":500},
  },
  RepairLoginForm: {
    account: {"required":true,"minLength":1,"maxLength":32},
    password: {"required":true,"minLength":1,"maxLength":64},
    captchaToken: {"required":true,"minLength":1,"maxLength":64},
    code: {"required":true,"minLength":1,"maxLength":4},
  },
  RepairNoteForm: {
    note: {"required":true,"minLength":2,"maxLength":500},
  },
  RepairRevokeForm: {
    reason: {"required":true,"kind":"RepairReason","minLength":5,"maxLength":500},
  },
  RiskPersonDeclareForm: {
    name: {"required":true,"kind":"PersonName","minLength":2,"maxLength":30},
    idNumber: {"required":true,"kind":"ResidentId","pattern":"^(\\d{17}[\\dXx]|\\d{15})$"},
    phone: {"required":true,"kind":"Mobile","pattern":"^1[3-9]\\d{9}$"},
    riskType: {"required":true,"enum":["拖欠款项","合同违约","非法集资","电信网络诈骗","虚假信息","其他"]},
    riskSubject: {"maxLength":100},
    content: {"required":true,"minLength":20,"maxLength":2000},
    fileIds: {"kind":"FileIds","maxItems":5},
  },
  SafetyClueForm: {
    clueType: {"required":true,"enum":["食品","药品","农产品","电子保函"]},
    targetName: {"required":true,"minLength":2,"maxLength":100},
    address: {"required":true,"minLength":2,"maxLength":200},
    description: {"required":true,"minLength":10,"maxLength":2000},
    anonymous: {"required":true},
    reporterName: {"kind":"PersonName","minLength":2,"maxLength":30},
    phone: {"kind":"Mobile","pattern":"^1[3-9]\\d{9}$"},
    fileIds: {"kind":"FileIds","maxItems":5},
  },
  SelfDeclarationForm: {
    enterpriseName: {"required":true,"minLength":2,"maxLength":100},
    creditCode: {"required":true,"kind":"Uscc","pattern":"^[0-9A-HJ-NPQRTUWXY]{2}\\d{6}[0-9A-HJ-NPQRTUWXY]{10}$"},
    title: {"required":true,"minLength":2,"maxLength":50},
    scope: {"required":true,"enum":["诚信经营","产品质量","安全生产","依法纳税","劳动用工","环境保护","其他"]},
    content: {"required":true,"minLength":20,"maxLength":2000},
    validFrom: {"required":true,"kind":"IsoDate","pattern":"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},
    validTo: {"required":true,"kind":"IsoDate","pattern":"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},
    contactName: {"required":true,"kind":"PersonName","minLength":2,"maxLength":30},
    phone: {"required":true,"kind":"Mobile","pattern":"^1[3-9]\\d{9}$"},
  },
  ShareRequest: {
    creditCode: {"required":true,"pattern":"^[0-9A-HJ-NPQRTUWXY]{2}\\d{6}[0-9A-HJ-NPQRTUWXY]{10}$"},
    validUntil: {"required":true,"pattern":"^\\d{4}-\\d{2}-\\d{2}$"},
  },
  ShoeCityFeedbackForm: {
    kind: {"required":true,"enum":["投诉","建议"]},
    name: {"required":true,"kind":"PersonName","minLength":2,"maxLength":30},
    phone: {"required":true,"kind":"Mobile","pattern":"^1[3-9]\\d{9}$"},
    enterpriseName: {"required":true,"minLength":2,"maxLength":100},
    content: {"required":true,"minLength":10,"maxLength":1000},
  },
  reportapply_ApplyRequest: {
    templateId: {"required":true,"minLength":1,"maxLength":32},
    purpose: {"required":true,"minLength":1,"maxLength":200},
    contactName: {"required":true,"minLength":1,"maxLength":20},
    contactPhone: {"required":true,"pattern":"^1[3-9]\\d{9}$"},
  },
} as const satisfies Record<string, Record<string, FieldRule>>;

/** The request bodies that have field rules, by their schema's name. */
export type RuledSchema = keyof typeof fieldRules;
