// A form that looks something up and shows what it found below itself (a progress query, 真伪查验,
// 名单核查, a number lookup): the route's action that answers it sent without the page's script, and what
// the page's form opens with after that action. The page's own form (with its script) checks with the
// same validators and calls the same lookup.
import { data, useActionData, useLocation, type ActionFunctionArgs } from 'react-router';
import { isPortalError } from '@credit-portal/api-client';
import { checkFormValues, FormSubmitError, type FormValidators } from '@credit-portal/ui';
import { usePostedForm } from '../shell/postedForm';
import { intentOf } from './action';

/** What the route's action gives the page: the values sent back, and what was found or why not. */
export interface ActedLookup<V, F> {
  values: V;
  found?: F;
  /** The form's message (the catalogue's, or the lookup's own, e.g. nothing found). */
  message?: string;
  errors?: Partial<Record<keyof V, string>>;
}

export interface LookupForm<V extends { [K in keyof V]: string }, F> {
  /** The name the action's answer goes under in the route's action data (one per form of a page). */
  key: string;
  /** The empty form; its keys are the posted fields read. */
  blank: V;
  checks: FormValidators<V>;
  /** What the form does, in its messages: 查询, 查验, 核查. */
  verb: string;
  /** How many characters of each posted field are read (a lookup's fields are short). */
  maxLength?: number;
  /**
   * Looks it up with values that passed the checks. A FormSubmitError is what the form says (its message,
   * its fields' messages, e.g. nothing found); a PortalError the catalogue's message.
   */
  find: (values: V, args: ActionFunctionArgs) => Promise<F>;
}

/** The route's action of a lookup sent without the page's script: read, checked as the page checks it, looked up. */
export function lookupFormAction<V extends { [K in keyof V]: string }, F>({ key, blank, checks, verb, maxLength = 40, find }: LookupForm<V, F>) {
  return async (args: ActionFunctionArgs) => {
    const answer = (acted: ActedLookup<V, F>) => data({ [key]: acted });
    let posted: FormData;
    try {
      posted = await args.request.formData();
    } catch {
      return answer({ values: blank, message: `${verb}内容无法读取，请重新输入后${verb}` });
    }
    const values = Object.fromEntries(
      Object.keys(blank).map((name) => {
        const value = posted.get(name);
        return [name, typeof value === 'string' ? value.slice(0, maxLength) : ''];
      }),
    ) as V;
    const errors = checkFormValues(checks, values) as ActedLookup<V, F>['errors'] & object;
    if (Object.keys(errors).length > 0) return answer({ values, errors });
    try {
      return answer({ values, found: await find(values, args) });
    } catch (error) {
      if (error instanceof FormSubmitError) return answer({ values, ...(error.message ? { message: error.message } : {}), errors: error.fieldErrors as ActedLookup<V, F>['errors'] });
      return answer({ values, message: isPortalError(error) ? error.message : `${verb}失败，请稍后重试` });
    }
  };
}

/**
 * The answer of the page's lookup action, if this page is that answer (for a form with an `intent`, only
 * when the address names it), and what the form opens with: the action's values and messages, else a
 * form posted before the script ran given back, else `opening` (the blank form, or values the page fills in).
 */
export function useActedLookup<V extends { [K in keyof V]: string }, F>(key: string, opening: V, intent?: string) {
  const answered = (useActionData() as Record<string, ActedLookup<V, F> | undefined> | undefined)?.[key];
  const { search } = useLocation();
  const acted = intent === undefined || intentOf(search) === intent ? answered : undefined;
  const givenBack = usePostedForm(opening);
  const start = acted ? { initialValues: acted.values, initialSubmitError: acted.message ?? null, ...(acted.errors ? { initialErrors: acted.errors } : {}) } : givenBack;
  return { acted, start };
}
