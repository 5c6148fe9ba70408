import { useCallback, useEffect, useInsertionEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { ValidationResult } from '../../validators/formats';
import { useEditsBeforeHydration } from './editsBeforeHydration';

/** One check of a field: `true` (or nothing) when fine, else the message to show. */
export type FieldValidator<T, V> = (value: T, values: V) => ValidationResult | undefined | null;

export type FormValidators<V> = { [K in keyof V]?: FieldValidator<V[K], V> | readonly FieldValidator<V[K], V>[] };

export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

/**
 * What `onSubmit` may reject with to put the server's messages beside the fields (spec §8:
 * a validation error is a map of the first message per field) and/or above the form.
 */
export class FormSubmitError extends Error {
  readonly fieldErrors: Record<string, string>;
  constructor(message: string, fieldErrors: Record<string, string> = {}) {
    super(message);
    this.name = 'FormSubmitError';
    this.fieldErrors = fieldErrors;
  }
}

export interface FormLabels {
  /** When the submission fails without a message of its own. */
  submitFailed: string;
  /** When the submission takes longer than `timeout`. */
  timedOut: string;
}

export const defaultFormLabels: FormLabels = {
  submitFailed: '提交失败，请稍后重试',
  timedOut: '提交超时，请稍后重试',
};

export interface UseFormOptions<V extends object> {
  initialValues: V;
  validators?: FormValidators<V>;
  /** Sends the values. Reject with a field map or `FormSubmitError` to show server messages. */
  onSubmit: (values: V) => unknown;
  /** Milliseconds before a pending submission counts as failed (spec §9 requests: 30000). */
  timeout?: number;
  labels?: Partial<FormLabels>;
  /**
   * The general message the form opens with, e.g. why a submission the server received back could not
   * be sent (the form then starts with the values it brought back, in `initialValues`).
   */
  initialSubmitError?: string | null;
  /**
   * Messages the form opens with beside their fields, e.g. a server's checks of values sent without
   * the page's script (they go as the server's messages do: when the field is changed).
   */
  initialErrors?: FieldErrors<V>;
  /**
   * Values only the browser has, taken up once the form first runs there (e.g. a draft kept in the
   * browser's storage, which the server could not render): called once, after the first commit; nothing
   * (`null`) keeps the form as it is. What the visitor typed before the page's script ran is laid over them.
   */
  restore?: () => V | null | undefined;
}

export interface RegisteredField<T> {
  name: string;
  value: T;
  onChange: (value: T) => void;
  onBlur: () => void;
}

export interface UseFormResult<V extends object> {
  values: V;
  /** Messages to show now: checked fields after they were left or a submit was tried, and the server's. */
  errors: FieldErrors<V>;
  touched: Partial<Record<keyof V & string, boolean>>;
  submitting: boolean;
  /** The general message of the last failed submission. */
  submitError: string | null;
  /** The last submission succeeded. */
  succeeded: boolean;
  setValue: <K extends keyof V & string>(name: K, value: V[K]) => void;
  /** Props for a control: name, value, onChange(value), onBlur. */
  register: <K extends keyof V & string>(name: K) => RegisteredField<V[K]>;
  /** Checks every field, shows every message; true when all pass. */
  validate: () => boolean;
  handleSubmit: (event?: FormEvent<HTMLFormElement>) => Promise<void>;
  reset: (values?: V) => void;
  /**
   * Spread on the `<form>`: its ref (to focus the first invalid field), onSubmit, noValidate, and
   * `method="post"`: a form submitted before its script runs (or without one) sends its fields in the
   * request's body, never in the address, where they would reach the history, logs and Referer.
   */
  formProps: { ref: RefObject<HTMLFormElement | null>; onSubmit: (event: FormEvent<HTMLFormElement>) => void; noValidate: true; method: 'post' };
}

const isPlainMessageMap = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !(value instanceof Error) &&
  Object.keys(value).length > 0 &&
  Object.values(value).every((v) => typeof v === 'string');

class SubmitTimeout extends Error {}

/** The first message of one field's checks, or nothing when they all pass. A pure function. */
function checkField<V extends object, K extends keyof V & string>(
  validators: FormValidators<V>,
  name: K,
  all: V,
): string | undefined {
  const entry = validators[name];
  if (!entry) return undefined;
  const list = (Array.isArray(entry) ? entry : [entry]) as FieldValidator<V[K], V>[];
  for (const check of list) {
    const result = check(all[name], all);
    if (typeof result === 'string' && result !== '') return result;
  }
  return undefined;
}

/** The first message of every field that has checks. A pure function of (validators, values), for a server's check too. */
export function checkAll<V extends object>(validators: FormValidators<V>, all: V): FieldErrors<V> {
  const found: FieldErrors<V> = {};
  for (const name of Object.keys(validators) as (keyof V & string)[]) {
    const message = checkField(validators, name, all);
    if (message) found[name] = message;
  }
  return found;
}

/**
 * A small form helper: values, per-field validators (the first message wins), touched
 * state, and a submit that checks everything, focuses the first invalid field and keeps
 * all that was typed when the submission fails or times out.
 */
export function useForm<V extends object>(options: UseFormOptions<V>): UseFormResult<V> {
  const { initialValues, validators = {} as FormValidators<V>, onSubmit, timeout, initialSubmitError = null, initialErrors, restore } = options;
  const labels = { ...defaultFormLabels, ...options.labels };
  const [values, setValues] = useState<V>(initialValues);
  const [touched, setTouched] = useState<Partial<Record<keyof V & string, boolean>>>({});
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<V>>(initialErrors ?? {});
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(initialSubmitError);
  const [succeeded, setSucceeded] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement | null>(null);
  const submittingRef = useRef(false);

  const clientErrors = checkAll(validators, values);
  const errors: FieldErrors<V> = {};
  for (const name of Object.keys(clientErrors) as (keyof V & string)[]) {
    if (attempted || touched[name]) errors[name] = clientErrors[name];
  }
  for (const name of Object.keys(serverErrors) as (keyof V & string)[]) {
    if (!errors[name]) errors[name] = serverErrors[name];
  }

  // What the handlers (validate, handleSubmit) and the focus effect read: the last committed
  // render's options, values and messages. Written after commit, never during render; an
  // insertion effect runs before every layout and passive effect of the same commit, so those
  // (and any event after them) see this render's state. (Not useEffectEvent: the package's
  // peer range still includes React 18, and its functions may not be called from handlers.)
  const latest = useRef({ values, validators, onSubmit, timeout, labels, errors });
  useInsertionEffect(() => {
    latest.current = { values, validators, onSubmit, timeout, labels, errors };
  });

  // After the messages are on screen, move focus to the first field that has one (DOM order).
  useEffect(() => {
    if (focusRequest === 0 || !formRef.current) return;
    const names = new Set(Object.keys(latest.current.errors));
    const candidates = Array.from(formRef.current.querySelectorAll<HTMLElement>('[name]'));
    const first = candidates.find(
      (element) =>
        names.has(element.getAttribute('name') ?? '') &&
        !(element as HTMLInputElement).disabled &&
        element.getAttribute('type') !== 'hidden' &&
        element.getAttribute('aria-hidden') !== 'true',
    );
    first?.focus();
  }, [focusRequest]);

  const setValue = useCallback(<K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setServerErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
    setSucceeded(false);
  }, []);

  // Once the form first runs in the browser: what only the browser has (`restore`), then what the visitor
  // typed into the server's HTML before the page's script ran, laid over it (the updates apply in order).
  const [restoreOnce] = useState(() => restore);
  useEffect(() => {
    const restored = restoreOnce?.();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- what only the browser has (storage) is read once the form runs there, never in the render that must equal the server's
    if (restored) setValues(restored);
  }, [restoreOnce]);
  useEditsBeforeHydration(formRef, initialValues, (typed) => {
    for (const name of Object.keys(typed) as (keyof V & string)[]) setValue(name, typed[name] as V[typeof name]);
  });

  const register = <K extends keyof V & string>(name: K): RegisteredField<V[K]> => ({
    name,
    value: values[name],
    onChange: (value: V[K]) => setValue(name, value),
    onBlur: () => setTouched((current) => (current[name] ? current : { ...current, [name]: true })),
  });

  const validate = () => {
    setAttempted(true);
    const { validators: checks, values: current } = latest.current;
    const found = checkAll(checks, current);
    if (Object.keys(found).length > 0) {
      setFocusRequest((n) => n + 1);
      return false;
    }
    return true;
  };

  const handleSubmit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (submittingRef.current) return;
    setSubmitError(null);
    setSucceeded(false);
    setServerErrors({});
    if (!validate()) return;
    const { values: snapshot, onSubmit: send, timeout: limit, labels: words } = latest.current;
    submittingRef.current = true;
    setSubmitting(true);
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const sending = Promise.resolve().then(() => send(snapshot));
      await (limit
        ? Promise.race([
            sending,
            new Promise((_, reject) => {
              timer = setTimeout(() => reject(new SubmitTimeout(words.timedOut)), limit);
            }),
          ])
        : sending);
      setSucceeded(true);
    } catch (error) {
      // Whatever went wrong, the values stay as typed.
      const known = new Set(Object.keys(snapshot));
      let fieldMap: Record<string, string> = {};
      let general: string | null = null;
      if (error instanceof FormSubmitError) {
        fieldMap = error.fieldErrors;
        general = error.message || null;
      } else if (error instanceof SubmitTimeout) {
        general = words.timedOut;
      } else if (isPlainMessageMap(error)) {
        fieldMap = error;
      } else if (error instanceof Error) {
        general = error.message || words.submitFailed;
      } else if (typeof error === 'string' && error !== '') {
        general = error;
      } else {
        general = words.submitFailed;
      }
      const mine: FieldErrors<V> = {};
      const others: string[] = [];
      for (const [name, message] of Object.entries(fieldMap)) {
        if (known.has(name)) mine[name as keyof V & string] = message;
        else others.push(message);
      }
      if (others.length > 0) general = [general, ...others].filter(Boolean).join('；');
      setServerErrors(mine);
      setSubmitError(general);
      if (Object.keys(mine).length > 0) setFocusRequest((n) => n + 1);
    } finally {
      if (timer) clearTimeout(timer);
      submittingRef.current = false;
      setSubmitting(false);
    }
  };

  const reset = (next?: V) => {
    setValues(next ?? initialValues);
    setTouched({});
    setAttempted(false);
    setServerErrors({});
    setSubmitError(null);
    setSucceeded(false);
  };

  return {
    values,
    errors,
    touched,
    submitting,
    submitError,
    succeeded,
    setValue,
    register,
    validate,
    handleSubmit,
    reset,
    formProps: {
      ref: formRef,
      onSubmit: (event) => {
        void handleSubmit(event);
      },
      noValidate: true,
      method: 'post',
    },
  };
}
