// Chinese validation messages (code 202: "the first message of each field", spec §8) for the errors Ajv
// reports against the contract. Field names come from the generic table below and from the labels each
// feature hands in (its labels.ts, collected by app.ts), per operation.
import type { ErrorObject } from 'ajv';
import type { FieldLabels } from '../kernel/feature.js';

/**
 * Chinese names of request fields every operation shares. Per-operation labels (the features') win where
 * one name means different things in different calls.
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

export function fieldLabel(operationId: string, field: string, labels: FieldLabels = {}): string {
  // An item of a body that is itself a list (readMessageBatchByIds): "消息编号第2项".
  if (/^\d+$/.test(field)) return `${fieldLabel(operationId, 'body', labels)}第${Number(field) + 1}项`;
  const leaf = field.split('.').pop() ?? field;
  const own = (labels as Readonly<Record<string, Readonly<Record<string, string>> | undefined>>)[operationId];
  return own?.[field] ?? FIELD_LABELS[field] ?? FIELD_LABELS[leaf] ?? field;
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
    // A number that is not finite (Infinity, 1e309) is not of the documented type (contract/validation.ts).
    case 'finite':
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
    // Control characters, lone surrogates, bytes that were not UTF-8 (contract/validation.ts).
    case 'readableText':
      return `${label}含有无法识别的字符`;
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
  labels: FieldLabels = {},
): Record<string, string> {
  const out: Record<string, string> = {};
  const specific = errors.filter((e) => !COMBINATOR_KEYWORDS.has(e.keyword));
  for (const error of specific.length > 0 ? specific : errors) {
    const field = errorField(error, root);
    if (!(field in out)) out[field] = errorMessage(error, fieldLabel(operationId, field, labels));
  }
  return out;
}
