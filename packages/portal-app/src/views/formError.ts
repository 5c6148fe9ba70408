import { isPortalError } from '@credit-portal/api-client';
import { FormSubmitError } from '@credit-portal/ui';

/**
 * A refused or failed submission as `useForm` shows it: the server's first message per field (spec §8)
 * beside the fields it names (`rename` maps the server's names to the form's) under a line that asks
 * for the corrections; the catalogue's message above the form otherwise. What is not a portal error
 * is passed on for useForm's own words.
 */
export function toFormError(error: unknown, rename: Record<string, string> = {}): unknown {
  if (!isPortalError(error)) return error;
  const fields = Object.fromEntries(Object.entries(error.fieldErrors).map(([name, message]) => [rename[name] ?? name, message]));
  const general = Object.keys(fields).length > 0 ? '请根据提示修改后重新提交' : error.message;
  return new FormSubmitError(general, fields);
}
