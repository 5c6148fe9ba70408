import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SectionNav as AreaNav } from '../../views/SectionNav';
import * as styles from './DoublePublicity.css';
import { Text } from '@credit-portal/ui';

/** The two kinds of double publicity (spec §2): the back end's `type` 1 and 2. */
export const KINDS = [
  { type: 1, label: '行政许可', prefix: 'XK' },
  { type: 2, label: '行政处罚', prefix: 'CF' },
] as const;
export type KindType = (typeof KINDS)[number]['type'];

/** The kind in the address (`type`), 行政许可 unless it says 2. */
export function readKind(params: URLSearchParams): (typeof KINDS)[number] {
  return params.get('type') === '2' ? KINDS[1] : KINDS[0];
}

/**
 * The switch between 行政许可 and 行政处罚. It changes the address (and so the list), so it is a
 * nav of links with aria-current, not a tablist.
 */
export function KindSwitch({ current, label, hrefOf }: { current: KindType; label: string; hrefOf: (type: KindType) => string }) {
  return (
    <nav aria-label={label} className={styles.kindNav}>
      <ul>
        {KINDS.map((kind) => (
          <li key={kind.type}>
            <Link to={hrefOf(kind.type)} aria-current={kind.type === current ? 'page' : undefined}>
              {kind.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const SECTIONS = [
  { href: '/double-publicity-catalog', label: '双公示目录' },
  { href: '/double-publicity-catalog-index', label: '事项目录' },
  { href: '/double-publicity-info', label: '双公示信息' },
  { href: '/double-publicity-statistics', label: '双公示统计' },
  { href: '/double-publicity-news', label: '双公示动态' },
] as const;

/** The double-publicity pages, so each is reachable from the others (the navigation has one 双公示 tab). */
export function SectionNav() {
  return <AreaNav label="双公示栏目" sections={SECTIONS} className={styles.sectionNav} />;
}

/** A record's value as it was written: its line breaks kept (a decision's several grounds, one per line). */
export function keepLines(value: ReactNode): ReactNode {
  return typeof value === 'string' && value !== '' ? (
    <Text as="span" preserveLines>
      {value}
    </Text>
  ) : (
    value
  );
}
