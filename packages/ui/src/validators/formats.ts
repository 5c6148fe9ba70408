import { isValidUnifiedSocialCreditCode, normaliseUscc } from './unifiedSocialCreditCode';
import { isValidResidentId } from './residentId';

/**
 * Field validators (spec §5). Each takes what the visitor typed and returns `true` or the
 * Chinese message to show beside the field. They check the format only: an empty value is
 * refused with the same message, so wrap one in `optional()` for a field that may stay empty
 * and put `required()` first for one that must be filled.
 */
export type ValidationResult = true | string;
export type Validator<V = string> = (value: V) => ValidationResult;

export const validationMessages = {
  required: '此项为必填项',
  url: '请输入正确的链接地址',
  email: '请输入正确的电子邮箱',
  mobile: '请输入正确的手机号码',
  passport: '请输入正确的护照号码',
  hkMacauPass: '请输入正确的港澳通行证号码',
  residentId: '请输入正确的身份证号码',
  unifiedSocialCreditCode: '请输入正确的统一社会信用代码',
} as const;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Spec §5 URL-like check: http, https, mailto and tel. */
const URL_LIKE = /^(?:https?:\/\/[^\s/?#]+[^\s]*|mailto:[^\s@]+@[^\s@]+|tel:\+?[\d\- ]{3,})$/i;
export const validateUrl: Validator = (value) => URL_LIKE.test(text(value)) || validationMessages.url;

/** True for the schemes the product treats as links (spec §5). */
export const isUrlLike = (value: string): boolean => /^(https?:|mailto:|tel:)/i.test(value.trim());

/** Spec §5: an advertisement link without a scheme gets http:// in front. */
export const withDefaultScheme = (value: string): string =>
  value.trim() === '' || isUrlLike(value) ? value.trim() : `http://${value.trim().replace(/^\/\//, '')}`;

const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;
export const validateEmail: Validator = (value) => EMAIL.test(text(value)) || validationMessages.email;

/** Spec §5: 11 digits, starting with 1, second digit 3 to 9. */
export const validateMobile: Validator = (value) => /^1[3-9]\d{9}$/.test(text(value)) || validationMessages.mobile;

/**
 * Passport number: 5 to 17 letters and digits, the pattern Chinese government portals use
 * so that foreign passports pass too (a Chinese one is E + 8 characters, G + 8 digits…).
 */
export const validatePassport: Validator = (value) =>
  /^[A-Za-z0-9]{5,17}$/.test(text(value)) || validationMessages.passport;

/** Spec §5: Hong Kong or Macau pass, H or M and 10 digits. */
export const validateHkMacauPass: Validator = (value) =>
  /^[HMhm]\d{10}$/.test(text(value)) || validationMessages.hkMacauPass;

/** Spec §5: resident ID of 15 or 18 digits, birth date checked, 18 with its check digit. */
export const validateResidentId: Validator = (value) =>
  isValidResidentId(text(value)) || validationMessages.residentId;

/** GB 32100-2015, reusing the SearchBar's check; lower case and spaces are forgiven. */
export const validateUnifiedSocialCreditCode: Validator = (value) =>
  isValidUnifiedSocialCreditCode(normaliseUscc(text(value))) || validationMessages.unifiedSocialCreditCode;

const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === false ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** Refuses an empty value (blank text, unticked box, no files) with `message`. */
export const required =
  <V = unknown>(message: string = validationMessages.required): Validator<V> =>
  (value) =>
    !isEmpty(value) || message;

/** Lets an empty value pass and checks anything typed with `validator`. */
export const optional =
  <V = string>(validator: Validator<V>): Validator<V> =>
  (value) =>
    isEmpty(value) ? true : validator(value);

/** At least `min` characters once trimmed (counted as the visitor sees them, so 中 is one). */
export const minLength =
  (min: number, message = `请至少输入${min}个字`): Validator =>
  (value) =>
    Array.from(typeof value === 'string' ? value.trim() : '').length >= min || message;

/** At most `max` characters (counted as the visitor sees them, so 中 is one). */
export const maxLength =
  (max: number, message = `最多输入${max}个字`): Validator =>
  (value) =>
    Array.from(typeof value === 'string' ? value : '').length <= max || message;
