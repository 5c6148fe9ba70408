// A form that looks something up and shows what it found below itself (a progress query, 真伪查验,
// 名单核查, a number lookup): the route's action that answers it sent without the page's script, and what
// the page's form opens with after that action. The page's own form (with its script) posts to the
// route's clientAction, which checks with the same validators and calls the same lookup.
import { data, useActionData, useLocation, type ActionFunctionArgs, type ClientActionFunctionArgs } from 'react-router';
import { isPortalError } from '@credit-portal/api-client';
import { checkFormValues, FormSubmitError, type FormValidators } from '@credit-portal/ui';
import { usePostedForm } from '../shell/postedForm';
import { intentOf } from './action';
import { readPost, useRoutePost, type Posted } from './routePost';

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

/** The values checked, then looked up: what was found, or the form's messages. */
async function lookUp<V extends { [K in keyof V]: string }, F>({ checks, verb, find }: LookupForm<V, F>, values: V, args: ActionFunctionArgs): Promise<ActedLookup<V, F>> {
  const errors = checkFormValues(checks, values) as ActedLookup<V, F>['errors'] & object;
  if (Object.keys(errors).length > 0) return { values, errors };
  try {
    return { values, found: await find(values, args) };
  } catch (error) {
    if (error instanceof FormSubmitError) return { values, ...(error.message ? { message: error.message } : {}), errors: error.fieldErrors as ActedLookup<V, F>['errors'] };
    return { values, message: isPortalError(error) ? error.message : `${verb}失败，请稍后重试` };
  }
}

/** The form's fields of what was posted, each at most `maxLength` characters. */
const readValues = <V extends { [K in keyof V]: string }>(blank: V, maxLength: number, read: (name: string) => unknown): V =>
  Object.fromEntries(
    Object.keys(blank).map((name) => {
      const value = read(name);
      return [name, typeof value === 'string' ? value.slice(0, maxLength) : ''];
    }),
  ) as V;

/** The route's action of a lookup sent without the page's script: read, checked as the page checks it, looked up. */
export function lookupFormAction<V extends { [K in keyof V]: string }, F>(lookup: LookupForm<V, F>) {
  const { key, blank, verb, maxLength = 40 } = lookup;
  return async (args: ActionFunctionArgs) => {
    const answer = (acted: ActedLookup<V, F>) => data({ [key]: acted });
    let posted: FormData;
    try {
      posted = await args.request.formData();
    } catch {
      return answer({ values: blank, message: `${verb}内容无法读取，请重新输入后${verb}` });
    }
    return answer(await lookUp(lookup, readValues(blank, maxLength, (name) => posted.get(name)), args));
  };
}

/**
 * The route's clientAction of the same lookup sent with the page's script (the form's values as JSON,
 * through `useLookup`'s fetcher): the same checks and lookup, answered to the form that posted it.
 */
export function lookupClientAction<V extends { [K in keyof V]: string }, F>(lookup: LookupForm<V, F>) {
  const { blank, verb, maxLength = 40 } = lookup;
  return async (args: ClientActionFunctionArgs) => {
    const post = await readPost(args.request);
    if (post === null) return data<Posted<ActedLookup<V, F>>>({ answer: { values: blank, message: `${verb}内容无法读取，请重新输入后${verb}` }, nonce: '' }, { status: 400 });
    const acted = await lookUp(lookup, readValues(blank, maxLength, (name) => post.values[name]), args);
    return data<Posted<ActedLookup<V, F>>>({ answer: acted, nonce: post.nonce }, { status: acted.found === undefined ? 422 : 200 });
  };
}

/**
 * The page's lookup with its script: posts the values to the route's clientAction (`lookupClientAction`)
 * and gives what was found; what stopped it is thrown as the form shows it (FormSubmitError). A lookup
 * changes nothing: the router reads no data again after it.
 */
export function useLookup<V extends { [K in keyof V]: string }, F>(verb: string, intent?: string): (values: V) => Promise<F> {
  const post = useRoutePost<ActedLookup<V, F>>(intent, false);
  return async (values) => {
    const acted = await post({ values });
    if (acted === null) throw new FormSubmitError(`${verb}未完成，请重新${verb}`);
    if (acted.found === undefined) throw new FormSubmitError(acted.message ?? '', (acted.errors ?? {}) as Record<string, string>);
    return acted.found;
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
