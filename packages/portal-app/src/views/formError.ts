import { isPortalError } from '@credit-portal/api-client';
import { FormSubmitError } from '@credit-portal/ui';

/**
 * A refused or failed submission as `useForm` shows it: the server's first message per field (spec §8)
 * beside the fields it names (`rename` maps the server's names to the form's) under a line that asks
 * for the corrections; the catalogue's message above the form otherwise, also when none of the names is
 * a field of the form (`fields`), or the line would point at messages nowhere to be seen (useForm adds
 * those after it). What is not a portal error is passed on for useForm's own words.
 */
export function toFormError(error: unknown, fields: readonly string[], rename: Record<string, string> = {}): unknown {
  if (!isPortalError(error)) return error;
  const messages = Object.fromEntries(Object.entries(error.fieldErrors).map(([name, message]) => [rename[name] ?? name, message]));
  const placed = Object.keys(messages).some((name) => fields.includes(name));
  return new FormSubmitError(placed ? '请根据提示修改后重新提交' : error.message, messages);
}
