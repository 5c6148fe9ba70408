export {
  isValidUnifiedSocialCreditCode,
  computeUsccCheckChar,
  normaliseUscc,
  USCC_CHARSET,
  USCC_WEIGHTS,
  USCC_LENGTH,
} from './unifiedSocialCreditCode';
