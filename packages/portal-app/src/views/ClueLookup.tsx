import type { FieldValidator } from '@credit-portal/ui';
import { SubmissionLookup, type SubmissionLookupProps } from './SubmissionLookup';

/** The second factor of a clue's inquiry: the mobile number given, or an anonymous clue's 6-digit 查询码. */
const mobileOrQueryCode: FieldValidator<string, { verifier: string }> = (value) =>
  /^(1[3-9]\d{9}|\d{6})$/.test(value.trim()) || '请输入举报时填写的11位手机号码，或匿名举报获得的6位查询码';

/**
 * A clue (XS) by its 受理编号 and second factor: the inquiry of the safety campaigns (/safe-inquire) and of the
 * electronic-guarantee sub-site (/ele-guarantee/safeInquire). `onFound` gets the second factor to read the clue's detail with.
 */
export function ClueLookup({ formLabel, onFound }: Pick<SubmissionLookupProps, 'formLabel' | 'onFound'>) {
  return (
    <SubmissionLookup
      prefixes={['XS']}
      verifierLabel="手机号码或查询码"
      verifierHint="实名举报填写的手机号码，或匿名举报获得的6位查询码"
      verifierCheck={mobileOrQueryCode}
      formLabel={formLabel}
      example="XS202611200001"
      onFound={onFound}
    />
  );
}
