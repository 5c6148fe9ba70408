import { Field, TextInput, type RegisteredField } from '@credit-portal/ui';

/**
 * The contact of a submission as the forms ask it: the person's name and an 11-digit mobile number (the
 * browser may fill both in). The phone's label (联系电话 or 手机号码) and hint say what the number is for.
 */
export function ContactFields({
  name,
  phone,
  nameError,
  phoneError,
  nameMaxLength,
  phoneLabel = '联系电话',
  phoneHint,
}: {
  name: RegisteredField<string>;
  phone: RegisteredField<string>;
  nameError?: string;
  phoneError?: string;
  nameMaxLength: number;
  phoneLabel?: '联系电话' | '手机号码';
  phoneHint?: string;
}) {
  return (
    <>
      <Field label="联系人" required error={nameError}>
        <TextInput {...name} maxLength={nameMaxLength} autoComplete="name" />
      </Field>
      <Field label={phoneLabel} required error={phoneError} hint={phoneHint}>
        <TextInput {...phone} type="tel" inputMode="numeric" autoComplete="tel" maxLength={11} />
      </Field>
    </>
  );
}
