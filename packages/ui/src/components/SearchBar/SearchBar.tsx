import {
  forwardRef,
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
} from 'react';
import { isValidUnifiedSocialCreditCode, normaliseUscc } from '../../validators/unifiedSocialCreditCode';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import * as styles from './SearchBar.css';
import { useFieldEditBeforeHydration } from '../Form/editsBeforeHydration';

/**
 * Search type codes (spec §2, §3): 0 credit information, 1 unified social credit code,
 * 4 full-text search; 2 and 3 exist in the data but are closed (暂未开放).
 */
export type SearchTypeCode = 0 | 1 | 2 | 3 | 4;

export type SearchBarVariant = (typeof styles.searchBarVariants)[number];
export { searchBarVariants } from './SearchBar.css';

/** A type to offer, optionally with its own label. */
export interface SearchTypeOption {
  type: SearchTypeCode;
  label?: string;
  /** Placeholder of the keyword field while this type is chosen. */
  placeholder?: string;
}

export interface SearchQuery {
  type: SearchTypeCode;
  /** Trimmed; for a unified social credit code also upper-cased. */
  keyword: string;
}

export interface SearchBarLabels {
  /** Accessible name of the search landmark. */
  form: string;
  /** Legend of the type selector. */
  typeGroup: string;
  /** Label of the keyword field. */
  keyword: string;
  submit: string;
  emptyKeyword: string;
  invalidCreditCode: string;
  /** Placeholder of the keyword field for a closed type. */
  closed: string;
  /** Shown when scripts do not run (a server-rendered page read without JavaScript): why searching cannot work. */
  noScript: string;
}

export const defaultSearchBarLabels: SearchBarLabels = {
  form: '信用信息搜索',
  typeGroup: '搜索类型',
  keyword: '搜索关键词',
  submit: '搜索',
  emptyKeyword: '请输入搜索关键词',
  invalidCreditCode: '统一社会信用代码格式不正确',
  closed: '暂未开放',
  noScript: '搜索需要先通过安全验证，安全验证需要启用 JavaScript。请在浏览器中启用 JavaScript 后再搜索。',
};

/** Types 2 and 3 are closed (spec §2). */
export const closedSearchTypes: readonly SearchTypeCode[] = [2, 3];

export const defaultSearchTypes: readonly SearchTypeCode[] = [0, 1, 4];

const typeLabels: Record<SearchBarVariant, Record<SearchTypeCode, string>> = {
  default: { 0: '信用信息', 1: '统一社会信用代码', 2: '自然人', 3: '其他组织', 4: '全文检索' },
  // The header variant names subjects instead (spec §2).
  header: { 0: '企业法人', 1: '社会组织', 2: '自然人', 3: '其他组织', 4: '全文检索' },
};

const placeholders: Record<SearchBarVariant, Partial<Record<SearchTypeCode, string>>> = {
  default: {
    0: '请输入企业名称或统一社会信用代码',
    1: '请输入18位统一社会信用代码',
    4: '请输入标题或正文中的关键词',
  },
  header: {
    0: '请输入企业名称或统一社会信用代码',
    1: '请输入社会组织名称或统一社会信用代码',
    4: '请输入标题或正文中的关键词',
  },
};

export interface SearchBarProps {
  /** Types to offer, in order; codes or options with their own labels. Default 0, 1, 4. */
  types?: ReadonlyArray<SearchTypeCode | SearchTypeOption>;
  /** `header`: the compact bar of the page header, labelling 0 企业法人 and 1 社会组织. */
  variant?: SearchBarVariant;
  /** Initially chosen type; defaults to the first open one. */
  defaultType?: SearchTypeCode;
  defaultKeyword?: string;
  /**
   * Asked after the field checks pass; the caller opens its captcha dialog (安全验证) and
   * resolves true only when the visitor passed it. Spec §2: search needs a passed check.
   */
  requestCaptcha: () => Promise<boolean>;
  /** Called with the query once the captcha was passed. */
  onSearch: (query: SearchQuery) => void;
  onTypeChange?: (type: SearchTypeCode) => void;
  /**
   * Whether type 1 is checked as a unified social credit code (GB 32100-2015). Defaults to
   * true in the default variant, where type 1 is 统一社会信用代码; the header variant's type 1
   * is 社会组织, searched by name, so it is not checked there unless asked.
   */
  validateCreditCode?: boolean;
  labels?: Partial<SearchBarLabels>;
  className?: string;
  /**
   * Where the form goes without the page's script: a GET with the chosen `type` and the `keyword`, which
   * the address answers (its own 安全验证 included). Without it, the form says that searching needs
   * JavaScript.
   */
  action?: string;
}

interface ResolvedOption {
  type: SearchTypeCode;
  label: string;
  placeholder: string;
  closed: boolean;
}

/**
 * The portal's search (spec §2 Search). The forwarded ref points at the keyword field.
 */
export const SearchBar = forwardRef<HTMLInputElement, SearchBarProps>(function SearchBar(
  {
    types = defaultSearchTypes,
    variant = 'default',
    defaultType,
    defaultKeyword = '',
    requestCaptcha,
    onSearch,
    onTypeChange,
    validateCreditCode = variant === 'default',
    labels: labelOverrides,
    className,
    action,
  },
  forwardedRef,
) {
  const labels = { ...defaultSearchBarLabels, ...labelOverrides };
  const options: ResolvedOption[] = types.map((entry) => {
    const option = typeof entry === 'number' ? { type: entry } : entry;
    const closed = closedSearchTypes.includes(option.type);
    return {
      type: option.type,
      label: option.label ?? typeLabels[variant][option.type],
      placeholder: closed
        ? labels.closed
        : (option.placeholder ?? placeholders[variant][option.type] ?? labels.keyword),
      closed,
    };
  });
  const firstOpen = options.find((o) => !o.closed) ?? options[0];

  const [type, setType] = useState<SearchTypeCode | undefined>(defaultType ?? firstOpen?.type);
  const [keyword, setKeyword] = useState(defaultKeyword);
  const [error, setError] = useState('');
  const [pending, setPending] = useState(false);

  const baseId = useId();
  const inputId = `${baseId}-keyword`;
  const messageId = `${baseId}-message`;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const current = options.find((o) => o.type === type) ?? firstOpen;
  const closed = current?.closed ?? true;

  // A keyword typed, or a type chosen, in the server's HTML before the page's script ran stays in the
  // controls while React hydrates them, and the next render would write the state back over it: taken up
  // once, after the first commit (what differs from the HTML the server sent). Reached by reference: the
  // controls have no address's name when the bar has no `action`.
  const typesRef = useRef<HTMLFieldSetElement | null>(null);
  useFieldEditBeforeHydration(typesRef, String(current?.type ?? ''), (chosen) => {
    const option = options.find((o) => String(o.type) === chosen && !o.closed);
    if (option) setType(option.type);
  });
  useFieldEditBeforeHydration(inputRef, closed ? '' : keyword, setKeyword);

  const setRefs = (node: HTMLInputElement | null) => {
    inputRef.current = node;
    if (typeof forwardedRef === 'function') forwardedRef(node);
    else if (forwardedRef) forwardedRef.current = node;
  };

  const chooseType = (next: SearchTypeCode) => {
    setType(next);
    setError('');
    onTypeChange?.(next);
  };

  const fail = (message: string) => {
    setError(message);
    inputRef.current?.focus();
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || closed || !current) return;
    const trimmed = keyword.trim();
    if (trimmed === '') {
      fail(labels.emptyKeyword);
      return;
    }
    let query = trimmed;
    if (current.type === 1 && validateCreditCode) {
      query = normaliseUscc(trimmed);
      if (!isValidUnifiedSocialCreditCode(query)) {
        fail(labels.invalidCreditCode);
        return;
      }
    }
    setError('');
    setPending(true);
    let passed = false;
    try {
      passed = await requestCaptcha();
    } catch {
      passed = false;
    }
    if (!mounted.current) return;
    setPending(false);
    if (passed) onSearch({ type: current.type, keyword: query });
  };

  return (
    <form
      role="search"
      method="get"
      action={action}
      aria-label={labels.form}
      aria-busy={pending || undefined}
      noValidate
      className={[styles.root({ variant }), className].filter(Boolean).join(' ')}
      onSubmit={handleSubmit}
    >
      <fieldset ref={typesRef} className={styles.typeGroup}>
        <legend className={visuallyHidden}>{labels.typeGroup}</legend>
        {options.map((option) => {
          const radioId = `${baseId}-type-${option.type}`;
          return (
            <span key={option.type} className={styles.typeOption}>
              <input
                type="radio"
                id={radioId}
                name={action === undefined ? `${baseId}-type` : 'type'}
                value={option.type}
                checked={current?.type === option.type}
                onChange={() => chooseType(option.type)}
                className={styles.radio}
              />
              <label htmlFor={radioId} className={styles.typeLabel({ variant })}>
                {option.label}
              </label>
            </span>
          );
        })}
      </fieldset>
      <div className={styles.field}>
        <label htmlFor={inputId} className={visuallyHidden}>
          {labels.keyword}
        </label>
        <input
          ref={setRefs}
          id={inputId}
          name={action === undefined ? undefined : 'keyword'}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          // A closed type shows its 暂未开放 placeholder; the keyword is kept for the open types.
          value={closed ? '' : keyword}
          placeholder={current?.placeholder}
          disabled={closed}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? messageId : undefined}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            setKeyword(event.target.value);
            if (error) setError('');
          }}
          className={styles.input({ variant })}
        />
        <button
          type="submit"
          disabled={closed}
          aria-disabled={pending || undefined}
          className={styles.submit({ variant })}
        >
          {labels.submit}
        </button>
      </div>
      <p id={messageId} role="alert" className={styles.message}>
        {error}
      </p>
      {action === undefined && (
        <noscript>
          <p className={styles.noScript}>{labels.noScript}</p>
        </noscript>
      )}
    </form>
  );
});
SearchBar.displayName = 'SearchBar';
