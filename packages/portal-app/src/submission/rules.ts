// A form's checks from the contract: the field rules api-client
// generates from openapi/ (required, lengths, patterns, enums, item counts) become useForm validators
// with the portal's Chinese messages, so no form writes a limit the contract already holds.
import type { FieldRule } from '@credit-portal/api-client';
import {
  validateEmail,
  validateMobile,
  validateResidentId,
  validateUnifiedSocialCreditCode,
  type FieldValidator,
  type FormValidators,
} from '@credit-portal/ui';

/** How a form names one field of the request body: its label, and where the form's name differs, the body's. */
export interface RuleField<V = unknown> {
  label: string;
  /** The body's field name when the form's differs (e.g. the form's `phone` is the body's `contactPhone`). */
  from?: string;
  /** A message for a pattern the contract gives without a named kind (e.g. 承诺编号为CN加12位数字…). */
  patternMessage?: string;
  /** The message of a blank required field where the kit's 请输入/请选择… is not the right word (a date, a tick). */
  requiredMessage?: string;
  /** The message of a length out of the contract's range, where the form words it its own way. */
  lengthMessage?: string;
  /** The field is checked only while this holds (a field hidden and not sent for another choice). */
  when?: (values: V) => boolean;
  /** What the form sends for what was typed (e.g. a tracking number upper-cased), checked instead of the raw text. */
  normalise?: (value: string) => string;
}

/** The checks the named schemas carry beyond their pattern (check digits, birth dates), by kind. */
const KIND_CHECKS: Record<string, (value: string) => true | string> = {
  Mobile: validateMobile,
  Uscc: validateUnifiedSocialCreditCode,
  ResidentId: validateResidentId,
  Email: validateEmail,
};

const lengthOf = (value: string) => Array.from(value.trim()).length;
const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/** What a blank required field says: choose from a list or a date, upload files, or type. */
function requiredMessage(rule: FieldRule, label: string, sample: unknown): string {
  if (Array.isArray(sample) || rule.minItems !== undefined || rule.maxItems !== undefined) return `请上传${label}`;
  if (rule.enum || rule.format === 'date') return `请选择${label}`;
  return `请输入${label}`;
}

/** The contract's check that a field is there at all (typed, chosen, uploaded, ticked), if it has one. */
function presenceOf<V>(rule: FieldRule, field: RuleField<V>, sample: unknown): FieldValidator<unknown, V>[] {
  const { label } = field;
  // A tick box is always there (true or false): it must be ticked where the contract allows only true.
  if (typeof sample === 'boolean') {
    const mustTick = rule.const === true ? (field.requiredMessage ?? `请勾选${label}`) : field.requiredMessage;
    return mustTick ? [(value) => value === true || mustTick] : [];
  }
  // A required list may be empty unless the contract asks for items (minItems).
  if (Array.isArray(sample) && (rule.minItems ?? 0) < 1 && !field.requiredMessage) return [];
  // A field the contract needs only with another's choice is required where the form says so (requiredMessage, with `when`).
  if (!rule.required && !field.requiredMessage && !Array.isArray(sample)) return [];
  return [(value) => !isBlank(value) || field.requiredMessage || requiredMessage(rule, label, sample)];
}

/** The contract's checks of a field's form (allowed, well-formed, long enough), in the order a visitor fixes them. */
export function checksOf<V>(rule: FieldRule, field: RuleField<V>): FieldValidator<unknown, V>[] {
  const { label } = field;
  const checks: FieldValidator<unknown, V>[] = [];
  const normalise = field.normalise ?? ((value: string) => value);
  const text =
    (check: (value: string) => true | string): FieldValidator<unknown, V> =>
    (value) =>
      typeof value !== 'string' || value.trim() === '' ? true : check(normalise(value));
  if (rule.enum) {
    const allowed = rule.enum.map(String);
    checks.push(text((value) => allowed.includes(value) || `请选择${label}`));
  }
  const kindCheck = rule.kind ? KIND_CHECKS[rule.kind] : undefined;
  if (kindCheck) checks.push(text(kindCheck));
  else if (rule.pattern) {
    const pattern = new RegExp(rule.pattern, 'u');
    checks.push(text((value) => pattern.test(value.trim()) || field.patternMessage || `${label}格式不正确`));
  }
  const { minLength: min, maxLength: max } = rule;
  const { lengthMessage } = field;
  if (min !== undefined && max !== undefined)
    checks.push(text((value) => (lengthOf(value) >= min && lengthOf(value) <= max) || lengthMessage || `${label}应为${min}至${max}个字`));
  else if (max !== undefined) checks.push(text((value) => lengthOf(value) <= max || lengthMessage || `${label}不能超过${max}个字`));
  else if (min !== undefined) checks.push(text((value) => lengthOf(value) >= min || lengthMessage || `${label}至少${min}个字`));
  const { minimum: least, maximum: most } = rule;
  if (least !== undefined || most !== undefined) {
    const range = least !== undefined && most !== undefined ? `${label}应在${least}至${most}之间` : least !== undefined ? `${label}不能小于${least}` : `${label}不能大于${most}`;
    checks.push((value) => {
      if (value === '' || value === null || value === undefined) return true;
      const number = typeof value === 'number' ? value : Number(value);
      if (!Number.isFinite(number)) return `请输入正确的${label}`;
      return ((least === undefined || number >= least) && (most === undefined || number <= most)) || range;
    });
  }
  if (rule.maxItems !== undefined) {
    const most = rule.maxItems;
    checks.push((value) => !Array.isArray(value) || value.length <= most || `${label}最多${most}个`);
  }
  if (rule.minItems !== undefined && rule.minItems > 1) {
    const least = rule.minItems;
    checks.push((value) => !Array.isArray(value) || value.length >= least || `${label}至少${least}个`);
  }
  return checks;
}

/**
 * The field rules of the request body a form's values are sent as: one body's constant of api-client
 * (e.g. `OnlineCommitmentFormRules`), never the table of them all, so a page bundles its own form's only.
 */
export type BodyRules = Readonly<Record<string, FieldRule>>;

/**
 * The validators of a form whose values are sent as the request body whose field rules are `rules`, per
 * field: the contract's check that it is there, then the form's own checks (`own`, the more particular:
 * the chosen product's range, a date within the year), then the contract's checks of its form. A field
 * the contract does not know is a programming error and throws at once.
 */
export function rulesFor<V extends object>(rules: BodyRules, fields: { [K in keyof V]?: RuleField<V> }, sample: V, own: FormValidators<V> = {}): FormValidators<V> {
  const validators: Record<string, unknown[]> = {};
  const names = new Set([...Object.keys(fields), ...Object.keys(own)]);
  for (const name of names) {
    const field = (fields as Record<string, RuleField<V> | undefined>)[name];
    const mine = (own as Record<string, unknown>)[name];
    const ownChecks = mine === undefined ? [] : Array.isArray(mine) ? mine : [mine];
    if (!field) {
      validators[name] = ownChecks;
      continue;
    }
    const rule = rules[field.from ?? name];
    if (!rule) throw new Error(`the request body has no field ${field.from ?? name}`);
    const when = field.when;
    const only = (checks: unknown[]) =>
      when ? checks.map((check) => (value: unknown, values: V) => (when(values) ? (check as FieldValidator<unknown, V>)(value, values) : true)) : checks;
    validators[name] = [...only(presenceOf(rule, field, (sample as Record<string, unknown>)[name])), ...ownChecks, ...only(checksOf(rule, field))];
  }
  return validators as FormValidators<V>;
}
