import type { ErrorObject } from 'ajv';
import { COMMITMENT_FIELD_LABELS } from '../features/commitments/labels.js';
import { OBJECTION_FIELD_LABELS } from '../features/objections/labels.js';
import { FINANCE_FIELD_LABELS } from '../features/finance/labels.js';
import { POINTS_FIELD_LABELS } from '../features/points/labels.js';
import { REPORT_APPLY_FIELD_LABELS } from '../features/reportapply/labels.js';
import { PUBLIC_LIST_FIELD_LABELS } from '../features/lists/labels.js';
import { CONTENT_AND_ARCHIVE_FIELD_LABELS } from '../features/archives/labels.js';
import { DOUBLE_PUBLICITY_FIELD_LABELS } from '../features/doublepublicity/labels.js';
import { PUBLICITY_FIELD_LABELS } from '../features/publicity/labels.js';

/**
 * Chinese names of request fields for validation messages (code 202: "the first message of each
 * field"). Per-operation entries win where one name means different things in different calls.
 */
const FIELD_LABELS: Record<string, string> = {
  pageNo: '页码',
  pageSize: '每页条数',
  keyword: '关键词',
  classificationId: '分类编号',
  status: '状态',
  token: '验证码标识',
  pictureId: '图片编号',
  id: '编号',
  body: '请求内容',
};

const OPERATION_LABELS: Record<string, Record<string, string>> = {
  checkGraphicCaptcha: { data: '验证码' },
  checkSlideCaptcha: { x: '滑块位置' },
  login: { code: '验证码', uuid: '验证码标识', token: '验证码标识', appId: '应用标识', username: '用户名', password: '密码', trustticket: '登录票据', authorizeCode: '授权码', appCode: '应用编码' },
  logout: { accessToken: '访问令牌', appToken: '应用令牌' },
  getMztLoginAddresses: { redirect_uri: '回调地址' },
  createMztCallerCode: { returnUrl: '回调地址' },
  getDataDictionaryListByParentCode: { parentCode: '字典编码' },
  getMessagePage: { readFlag: '已读状态', type: '消息类型' },
  readMessageBatch: { ids: '消息编号' },
  readMessageBatchByIds: { body: '消息编号' },
  ...OBJECTION_FIELD_LABELS,
  ...COMMITMENT_FIELD_LABELS,
  ...FINANCE_FIELD_LABELS,
  ...POINTS_FIELD_LABELS,
  ...REPORT_APPLY_FIELD_LABELS,
  ...PUBLIC_LIST_FIELD_LABELS,
  ...CONTENT_AND_ARCHIVE_FIELD_LABELS,
  ...DOUBLE_PUBLICITY_FIELD_LABELS,
  ...PUBLICITY_FIELD_LABELS,
};

export function fieldLabel(operationId: string, field: string): string {
  // An item of a body that is itself a list (readMessageBatchByIds): "消息编号第2项".
  if (/^\d+$/.test(field)) return `${fieldLabel(operationId, 'body')}第${Number(field) + 1}项`;
  const leaf = field.split('.').pop() ?? field;
  return OPERATION_LABELS[operationId]?.[field] ?? FIELD_LABELS[field] ?? FIELD_LABELS[leaf] ?? field;
}

const TYPE_NAMES: Record<string, string> = {
  integer: '整数',
  number: '数字',
  boolean: '布尔值',
  string: '文本',
  array: '列表',
  object: '对象',
  null: '空值',
};

/** The field an Ajv error is about, as a dotted path (`pageSize`, `contact.phone`). */
export function errorField(error: ErrorObject, root: string): string {
  const segments = error.instancePath.split('/').filter(Boolean).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required') segments.push(String((error.params as { missingProperty: string }).missingProperty));
  // dependentRequired (e.g. login: username needs password and code) names the missing field.
  if (error.keyword === 'dependentRequired') segments.push(String((error.params as { missingProperty: string }).missingProperty));
  if (error.keyword === 'additionalProperties') {
    segments.push(String((error.params as { additionalProperty: string }).additionalProperty));
  }
  return segments.length > 0 ? segments.join('.') : root;
}

/** One Chinese sentence for one Ajv error, e.g. 每页条数不能大于100. */
export function errorMessage(error: ErrorObject, label: string): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
    case 'dependentRequired':
      return `${label}不能为空`;
    case 'type': {
      const type = String(params.type).split(',')[0] ?? '';
      return `${label}必须是${TYPE_NAMES[type] ?? '正确的类型'}`;
    }
    case 'maximum':
      return `${label}不能大于${String(params.limit)}`;
    case 'exclusiveMaximum':
      return `${label}必须小于${String(params.limit)}`;
    case 'minimum':
      return `${label}不能小于${String(params.limit)}`;
    case 'exclusiveMinimum':
      return `${label}必须大于${String(params.limit)}`;
    case 'maxLength':
      return `${label}不能超过${String(params.limit)}个字符`;
    case 'minLength':
      return params.limit === 1 ? `${label}不能为空` : `${label}不能少于${String(params.limit)}个字符`;
    case 'maxItems':
      return `${label}最多${String(params.limit)}项`;
    case 'minItems':
      return `${label}至少${String(params.limit)}项`;
    case 'pattern':
    case 'format':
      return `${label}格式不正确`;
    case 'const':
      // A box the visitor must tick (承诺, 电子签名确认) is `const: true`.
      return params.allowedValue === true ? `请勾选${label}` : `${label}的取值无效`;
    case 'enum':
      return `${label}的取值无效`;
    case 'additionalProperties':
      return `不支持的字段${label}`;
    default:
      return `${label}不正确`;
  }
}

/** Keywords whose errors only repeat what a more specific error already says. */
const COMBINATOR_KEYWORDS = new Set(['anyOf', 'oneOf', 'allOf', 'if', 'not', '$ref']);

/** The first message per field, as the 202 answer's `errors` carries them. */
export function describeErrors(
  operationId: string,
  errors: readonly ErrorObject[],
  root: string,
): Record<string, string> {
  const out: Record<string, string> = {};
  const specific = errors.filter((e) => !COMBINATOR_KEYWORDS.has(e.keyword));
  for (const error of specific.length > 0 ? specific : errors) {
    const field = errorField(error, root);
    if (!(field in out)) out[field] = errorMessage(error, fieldLabel(operationId, field));
  }
  return out;
}
