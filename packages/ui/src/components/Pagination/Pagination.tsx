import { Fragment, forwardRef, useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactElement } from 'react';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { careWord, standardOnly } from '../../styles/careWord.css';
import { DEFAULT_PAGE_SIZE, DEFAULT_PAGE_SIZES, pageCount, pageItems } from './pageItems';
import * as styles from './Pagination.css';
import { useFieldEditBeforeHydration } from '../Form/editsBeforeHydration';

export type PaginationPart = (typeof styles.paginationParts)[number];
export { paginationParts } from './Pagination.css';

export interface PaginationLabels {
  nav: string;
  prev: string;
  next: string;
  /** 第 N 页 */
  page: (page: number) => string;
  /** 共 N 条 */
  total: (total: number) => string;
  /** N 条/页 */
  pageSize: (size: number) => string;
  pageSizeLabel: string;
  jumpBefore: string;
  jumpAfter: string;
  jumpLabel: string;
  /** The button that sends the page typed (and, without JavaScript, the page size chosen). */
  jumpSubmit: string;
  /** Shown on a phone, where the page numbers give way: 3 / 20 */
  phoneStatus: (page: number, count: number) => string;
  /** The same in words, shown in 关怀版 in place of the slash: 第 3 页，共 20 页 */
  phoneStatusInWords: (page: number, count: number) => string;
}

export const defaultPaginationLabels: PaginationLabels = {
  nav: '分页',
  prev: '上一页',
  next: '下一页',
  page: (page) => `第 ${page} 页`,
  total: (total) => `共 ${total} 条`,
  pageSize: (size) => `${size} 条/页`,
  pageSizeLabel: '每页条数',
  jumpBefore: '跳至',
  jumpAfter: '页',
  jumpLabel: '跳至页码',
  jumpSubmit: '确定',
  phoneStatus: (page, count) => `${page} / ${count}`,
  phoneStatusInWords: (page, count) => `第 ${page} 页，共 ${count} 页`,
};

export interface PaginationProps {
  /** Number of items in the whole list (the back end's `total`). */
  total: number;
  /** Current page, from 1 (the back end's `pageNo`). */
  page: number;
  /** Default 15 (spec §9). */
  pageSize?: number;
  /** Called with the chosen page and size; changing the size goes back to page 1. */
  onChange: (page: number, pageSize: number) => void;
  /** Default 10, 15, 20, 50, 100. */
  pageSizes?: readonly number[];
  /** Parts and their order. Default total, sizes, prev, pager, next, jumper (spec §9). */
  layout?: readonly PaginationPart[];
  /** Page buttons either side of the current one. Default 2. */
  siblings?: number;
  labels?: Partial<PaginationLabels>;
  className?: string;
  /**
   * Paging that works before and without JavaScript (a server-rendered page): the page buttons submit a
   * GET form with `pageParam` set to their page and the address's other parameters (`params`) kept;
   * 确定 submits the page typed as `pageParam` and the size chosen as `sizeParam` (when given) the same
   * way. With JavaScript, `onChange` runs instead and nothing is submitted.
   */
  withoutScript?: { pageParam: string; sizeParam?: string; params: readonly (readonly [string, string])[] };
}

const defaultLayout: readonly PaginationPart[] = ['total', 'sizes', 'prev', 'pager', 'next', 'jumper'];

/** Paging for lists and tables (spec §9). Controlled: the caller owns page and size. */
export const Pagination = forwardRef<HTMLElement, PaginationProps>(function Pagination(
  {
    total,
    page,
    pageSize = DEFAULT_PAGE_SIZE,
    onChange,
    pageSizes = DEFAULT_PAGE_SIZES,
    layout = defaultLayout,
    siblings = 2,
    labels: labelOverrides,
    className,
    withoutScript,
  },
  ref,
) {
  const labels = { ...defaultPaginationLabels, ...labelOverrides };
  const count = pageCount(total, pageSize);
  const current = Math.min(Math.max(1, Math.floor(page) || 1), count);
  const id = useId();
  const [jump, setJump] = useState('');
  useEffect(() => setJump(''), [current]);
  // A page size chosen, or a page number typed, in the server's HTML before the page's script ran: the
  // size is applied, the number kept, once it has run (after the effect above, which empties the jumper).
  const sizeRef = useRef<HTMLSelectElement>(null);
  const jumpRef = useRef<HTMLInputElement>(null);
  useFieldEditBeforeHydration(sizeRef, String(pageSize), (size) => onChange(1, Number(size)));
  useFieldEditBeforeHydration(jumpRef, jump, setJump);

  const go = (target: number) => {
    const next = Math.min(Math.max(1, Math.floor(target)), count);
    if (next !== current) onChange(next, pageSize);
  };

  const submitJump = () => {
    const value = Number.parseInt(jump, 10);
    if (Number.isFinite(value)) go(value);
    setJump('');
  };

  /** A button that goes to `target`: submits the form without JavaScript, calls onChange with it. */
  const pageButton = (target: number) =>
    withoutScript
      ? {
          type: 'submit' as const,
          form: `${id}-form`,
          name: withoutScript.pageParam,
          value: String(target),
          onClick: (event: MouseEvent<HTMLButtonElement>) => {
            event.preventDefault();
            go(target);
          },
        }
      : { type: 'button' as const, onClick: () => go(target) };

  // 确定 sends the jumper's page and the size chosen (their own GET form without JavaScript); it follows
  // the last of the two in the layout, the size select's alone when there is no jumper.
  const jumpForm = withoutScript ? `${id}-jump` : undefined;
  const confirmAfter = [...layout].reverse().find((part) => part === 'jumper' || (part === 'sizes' && withoutScript?.sizeParam !== undefined));
  const confirm = (
    <button
      type={withoutScript ? 'submit' : 'button'}
      form={jumpForm}
      className={styles.button}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        event.preventDefault();
        submitJump();
      }}
    >
      {labels.jumpSubmit}
    </button>
  );

  const sizes = pageSizes.includes(pageSize) ? pageSizes : [...pageSizes, pageSize].sort((a, b) => a - b);

  const parts: Record<PaginationPart, () => ReactElement> = {
    total: () => (
      <span key="total" className={styles.total}>
        {labels.total(Math.max(0, total))}
      </span>
    ),
    sizes: () => (
      <span key="sizes" className={styles.wideOnly}>
        <label htmlFor={`${id}-size`} className={visuallyHidden}>
          {labels.pageSizeLabel}
        </label>
        <select
          ref={sizeRef}
          id={`${id}-size`}
          form={jumpForm}
          name={withoutScript?.sizeParam}
          className={styles.select}
          value={pageSize}
          onChange={(event) => onChange(1, Number(event.target.value))}
        >
          {sizes.map((size) => (
            <option key={size} value={size}>
              {labels.pageSize(size)}
            </option>
          ))}
        </select>
        {confirmAfter === 'sizes' && confirm}
      </span>
    ),
    prev: () => (
      <button key="prev" {...pageButton(current - 1)} className={styles.button} disabled={current <= 1}>
        {labels.prev}
      </button>
    ),
    next: () => (
      <button key="next" {...pageButton(current + 1)} className={styles.button} disabled={current >= count}>
        {labels.next}
      </button>
    ),
    pager: () => (
      <Fragment key="pager">
        <ul className={styles.pager}>
          {pageItems(current, count, siblings).map((item) =>
            typeof item === 'number' ? (
              <li key={item} className={styles.pageItem} data-current={item === current}>
                <button
                  {...pageButton(item)}
                  className={styles.button}
                  aria-label={labels.page(item)}
                  aria-current={item === current ? 'page' : undefined}
                >
                  {item}
                </button>
              </li>
            ) : (
              <li key={item} className={styles.ellipsis} aria-hidden="true">
                …
              </li>
            ),
          )}
        </ul>
        {/* Hidden from screen readers, who hear 第 N 页 on the current page's button. */}
        <span className={styles.phoneStatus} aria-hidden="true">
          <span className={standardOnly}>{labels.phoneStatus(current, count)}</span>
          <span className={careWord}>{labels.phoneStatusInWords(current, count)}</span>
        </span>
      </Fragment>
    ),
    jumper: () => (
      <span key="jumper" className={[styles.jumper, styles.wideOnly].join(' ')}>
        <span aria-hidden="true">{labels.jumpBefore}</span>
        <input
          ref={jumpRef}
          form={jumpForm}
          name={withoutScript?.pageParam}
          type="number"
          inputMode="numeric"
          min={1}
          max={count}
          aria-label={labels.jumpLabel}
          className={styles.jumperInput}
          value={jump}
          onChange={(event) => setJump(event.target.value)}
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              submitJump();
            }
          }}
        />
        <span aria-hidden="true">{labels.jumpAfter}</span>
        {confirmAfter === 'jumper' && confirm}
      </span>
    ),
  };

  return (
    <nav ref={ref} aria-label={labels.nav} className={[styles.root, className].filter(Boolean).join(' ')}>
      {withoutScript && (
        // The page buttons name the first (their `form`), the jumper, the size and 确定 the second: each
        // sends its own page (and size) with the address's other parameters.
        <>
          <form id={`${id}-form`} method="get" hidden>
            {keptParams(withoutScript.params, [withoutScript.pageParam])}
          </form>
          <form id={jumpForm} method="get" hidden>
            {keptParams(withoutScript.params, [withoutScript.pageParam, withoutScript.sizeParam])}
          </form>
        </>
      )}
      {layout.map((part) => parts[part]())}
    </nav>
  );
});
Pagination.displayName = 'Pagination';

/** The address's parameters but those a form sends itself, as hidden fields. */
function keptParams(params: readonly (readonly [string, string])[], sent: readonly (string | undefined)[]) {
  return params
    .filter(([name]) => !sent.includes(name))
    .map(([name, value], index) => <input key={`${name}-${index}`} type="hidden" name={name} value={value} />);
}
