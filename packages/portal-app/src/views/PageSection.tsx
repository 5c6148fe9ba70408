import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SectionHeading, Stack } from '@credit-portal/ui';
import * as page from './page.css';

/** The class names of a titled block, where an area still styles its own (its css module passes as is). */
export interface SectionStyles {
  section: string;
  sectionTitle: string;
  /** The row of the title and its `more` link. */
  sectionHead?: string;
}

/**
 * A block of a page under its own heading (an h2, or an h3 inside a titled part), the section named by
 * it (aria-labelledby the heading's id); `more` (a link to the whole list, say) stands beside the
 * heading in the section's head row.
 */
export function PageSection({
  id,
  title,
  level = 2,
  styles,
  more,
  children,
}: {
  id: string;
  title: ReactNode;
  level?: 2 | 3;
  styles?: SectionStyles;
  more?: ReactNode;
  children?: ReactNode;
}) {
  if (!styles) {
    // The design system's section: its heading (the brand's bar), `more` at the heading's end.
    return (
      <Stack as="section" space="sm" aria-labelledby={id}>
        <SectionHeading id={id} level={level} actions={more}>
          {title}
        </SectionHeading>
        {children}
      </Stack>
    );
  }
  const Heading = level === 3 ? 'h3' : 'h2';
  const heading = (
    <Heading id={id} className={styles.sectionTitle}>
      {title}
    </Heading>
  );
  return (
    <section className={styles.section} aria-labelledby={id}>
      {more ? (
        <div className={styles.sectionHead}>
          {heading}
          {more}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}

/** One card of an area's hub: where it leads, its name and (optionally) a line on what it does. */
export interface EntryCard {
  href: string;
  name: ReactNode;
  description?: ReactNode;
}

/** The class names of the entry cards: the list, a card's link, its name and its line of text. */
export interface EntryCardStyles {
  list: string;
  entry: string;
  entryName: string;
  entryText?: string;
}

/** The shared cards of page.css: a responsive grid, each card's name large and its text quieter. */
export const pageEntryCards: EntryCardStyles = { list: page.cardGrid, entry: page.entry, entryName: page.entryName, entryText: page.entryText };

/** The ways in of an area's hub, a card each, as a list of links. */
export function EntryCards({ entries, styles = pageEntryCards }: { entries: readonly EntryCard[]; styles?: EntryCardStyles }) {
  return (
    <ul className={styles.list}>
      {entries.map((entry) => (
        <li key={entry.href}>
          <Link to={entry.href} className={styles.entry}>
            <span className={styles.entryName}>{entry.name}</span>
            {entry.description !== undefined && <span className={styles.entryText}>{entry.description}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
