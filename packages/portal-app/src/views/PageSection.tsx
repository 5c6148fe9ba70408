import type { ReactNode } from 'react';
import { Card, LinkCard, SectionHeading, Stack, Tiles } from '@credit-portal/ui';

/**
 * A block of a page under its own heading (an h2, or an h3 inside a titled part), the section named by
 * it (aria-labelledby the heading's id); `more` (a link to the whole list, say) stands beside the
 * heading in the section's head row.
 */
export function PageSection({
  id,
  title,
  level = 2,
  panel = false,
  more,
  children,
}: {
  id: string;
  title: ReactNode;
  level?: 2 | 3;
  /** On a white panel of its own (a panel of the user centre). */
  panel?: boolean;
  more?: ReactNode;
  children?: ReactNode;
}) {
  const heading = (
    <SectionHeading id={id} level={level} actions={more} tabIndex={panel ? -1 : undefined}>
      {title}
    </SectionHeading>
  );
  return panel ? (
    <Card as="section" look="panel" padding="lg" space="md" aria-labelledby={id}>
      {heading}
      {children}
    </Card>
  ) : (
    <Stack as="section" space="sm" aria-labelledby={id}>
      {heading}
      {children}
    </Stack>
  );
}

/** One card of an area's hub: where it leads, its name and (optionally) a line on what it does. */
export interface EntryCard {
  href: string;
  name: ReactNode;
  description?: ReactNode;
}

/** The ways in of an area's hub, a card each (its name, a line on what it does), as a list of links. */
export function EntryCards({ entries }: { entries: readonly EntryCard[] }) {
  return (
    <Tiles as="ul" minWidth="md" space="md">
      {entries.map((entry) => (
        <LinkCard key={entry.href} href={entry.href} title={entry.name} description={entry.description} />
      ))}
    </Tiles>
  );
}
