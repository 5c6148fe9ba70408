import { createElement, forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { sprinkles, type Space } from '../../layout/sprinkles.css';
import { useUiLink } from '../UiProvider/UiProvider';
import * as styles from './Card.css';
import { Heading, Text } from '../Text/Text';

export const cardLooks = ['outline', 'accent', 'quote', 'muted', 'dashed', 'brand', 'tinted', 'panel'] as const;
export type CardLook = (typeof cardLooks)[number];
export const cardPaddings = ['md', 'lg'] as const;
export type CardPadding = (typeof cardPaddings)[number];

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'style' | 'className' | 'children'> {
  /** The element, for its meaning: a record is an `article`, a part of the page a `section`, a list's item an `li`. Default div. */
  as?: 'div' | 'section' | 'article' | 'aside' | 'li' | 'dl';
  /** Which kind of block it is (Card.css.ts says each); default `outline`. */
  look?: CardLook;
  /** Room inside the edge: `md` (default) or `lg` (a page's panel, a receipt). */
  padding?: CardPadding;
  /** The gap between its children, from the theme's scale; default `sm`. */
  space?: Space;
  className?: string;
  children?: ReactNode;
}

/**
 * A block of a page set apart by its edge or its background (a record, a product, a receipt, a reply, a
 * page's white panel), its children one under the other with the theme's gap:
 *
 * ```tsx
 * <Card as="article" look="accent"><Heading level={3}>信用+医疗</Heading><Text tone="muted">…</Text></Card>
 * ```
 */
export const Card = forwardRef<HTMLElement, CardProps>(function Card({ as = 'div', look = 'outline', padding = 'md', space = 'sm', className, children, ...rest }, ref) {
  const classes = [styles.card, styles.looks[look], styles.paddings[padding], sprinkles({ gap: space }), className].filter(Boolean).join(' ');
  return createElement(as, { ...rest, ref, className: classes }, children);
});
Card.displayName = 'Card';

export interface LinkCardProps {
  /** Where it leads: a page of the app, through the UiProvider's link (a router's Link). */
  href: string;
  /** Its name, the link's first words. */
  title: ReactNode;
  /** A line on what is there. */
  description?: ReactNode;
  /** A count shown large before the name (so many records behind the link). */
  figure?: ReactNode;
  /** `outline` (default) or `accent` (the brand's colour along its top). */
  look?: 'outline' | 'accent';
  className?: string;
}

/**
 * A card that is one link as a whole (an area's ways in, a count leading to its list): its name in the
 * brand's colour, a line on what it does, optionally a figure. One tab stop; its words are the link's name.
 */
export const LinkCard = forwardRef<HTMLAnchorElement, LinkCardProps>(function LinkCard({ href, title, description, figure, look = 'outline', className }, ref) {
  const Link = useUiLink();
  const classes = [styles.card, styles.looks[look], styles.paddings.md, sprinkles({ gap: 'xs' }), styles.linkCard, className].filter(Boolean).join(' ');
  return (
    <Link ref={ref} href={href} className={classes}>
      {figure !== undefined && (
        <Text as="span" size="xxl" weight="bold" tone="brand" leading="tight">
          {figure}
        </Text>
      )}
      <Text as="span" size="lg" weight="bold" tone="brand" leading="tight">
        {title}
      </Text>
      {description !== undefined && (
        <Text as="span" size="sm" tone="muted" leading="body">
          {description}
        </Text>
      )}
    </Link>
  );
});
LinkCard.displayName = 'LinkCard';

export interface ReceiptProps extends Omit<HTMLAttributes<HTMLDivElement>, 'style' | 'className' | 'children' | 'title'> {
  /** 提交成功, 申请已受理… */
  title: ReactNode;
  /** The title's level in the page's outline; default 2. */
  titleLevel?: 2 | 3 | 4;
  /** The title's id, for the receipt's `aria-labelledby`. */
  titleId?: string;
  /** The number to keep (受理编号, 查询码). */
  number?: ReactNode;
  /** The words before the number; default 受理编号. */
  numberLabel?: ReactNode;
  /** How to follow it up: lines, links, a button to file another. */
  children?: ReactNode;
  className?: string;
}

/**
 * What a visitor keeps after filing something: its title, the number to look it up by (large,
 * monospaced) and how to follow it up, on the brand's tint. Give it `tabIndex={-1}` and focus it on
 * arrival so that keyboard and screen-reader users land on it.
 */
export const Receipt = forwardRef<HTMLDivElement, ReceiptProps>(function Receipt({ title, titleLevel = 2, titleId, number, numberLabel = '受理编号', children, className, ...rest }, ref) {
  const classes = [styles.card, styles.looks.brand, styles.paddings.lg, sprinkles({ gap: 'sm' }), className].filter(Boolean).join(' ');
  return (
    <div ref={ref} className={classes} {...rest}>
      <Heading level={titleLevel} id={titleId}>
        {title}
      </Heading>
      {number !== undefined && (
        <Text>
          {numberLabel}：
          <Text as="span" code size="xl" weight="bold" tone="brand">
            {number}
          </Text>
        </Text>
      )}
      {children}
    </div>
  );
});
Receipt.displayName = 'Receipt';
