export {
  isValidUnifiedSocialCreditCode,
  computeUsccCheckChar,
  normaliseUscc,
  USCC_CHARSET,
  USCC_WEIGHTS,
  USCC_LENGTH,
} from './unifiedSocialCreditCode';
export {
  isValidResidentId,
  computeResidentIdCheckChar,
  isPlausibleBirthDate,
  RESIDENT_ID_WEIGHTS,
} from './residentId';
export {
  validateUrl,
  validateEmail,
  validateMobile,
  validatePassport,
  validateHkMacauPass,
  validateResidentId,
  validateUnifiedSocialCreditCode,
  validationMessages,
  isUrlLike,
  withDefaultScheme,
  required,
  optional,
  minLength,
  maxLength,
} from './formats';
export type { Validator, ValidationResult } from './formats';
