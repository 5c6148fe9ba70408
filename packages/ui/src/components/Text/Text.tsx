import { createElement, forwardRef, type HTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { sprinkles, type Space } from '../../layout/sprinkles.css';
import { useUiLink } from '../UiProvider/UiProvider';
import * as styles from './Text.css';

export const textSizes = ['xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const;
export type TextSize = (typeof textSizes)[number];
export const textTones = ['default', 'muted', 'brand', 'danger'] as const;
export type TextTone = (typeof textTones)[number];
export const textWeights = ['regular', 'semibold', 'bold'] as const;
export type TextWeight = (typeof textWeights)[number];
export const textLeadings = ['tight', 'body', 'relaxed'] as const;
export type TextLeading = (typeof textLeadings)[number];

/** What every piece of text may say about its look: a size of the theme's scale, a tone, a weight, a line height. */
interface TextLook {
  size?: TextSize;
  /** `muted` for what is said in passing (a date, a note), `brand` for a figure or a name to find, `danger` for what failed. */
  tone?: TextTone;
  weight?: TextWeight;
  leading?: TextLeading;
}

const lookClasses = ({ size, tone = 'default', weight, leading }: TextLook) => [size && styles.sizes[size], styles.tones[tone], weight && styles.weights[weight], leading && styles.leadings[leading]];
const join = (...classes: unknown[]) => classes.filter(Boolean).join(' ');

/** The attributes a text element may carry: any global one (id, aria-*, role) but `style` (the CSP drops it). */
type TextAttributes = Omit<HTMLAttributes<HTMLElement>, 'style' | 'className' | 'children'>;

export interface TextProps extends TextLook, TextAttributes {
  /** The element: a paragraph (default), or a span/strong/small/div inside one. */
  as?: 'p' | 'span' | 'div' | 'strong' | 'small';
  /** A text as it was written (a message, a reply): its line breaks kept, a long word wrapped. */
  preserveLines?: boolean;
  /** A value read character by character (a tracking number, a code): monospaced and spaced apart. */
  code?: boolean;
  className?: string;
  children?: ReactNode;
}

/**
 * A paragraph or a run of text in the theme's sizes and tones, with no margin of its own (the layout
 * around it spaces it):
 *
 * ```tsx
 * <Text tone="muted" size="sm">发布时间：2026-03-01</Text>
 * <Text leading="relaxed">信用修复是指……</Text>
 * ```
 */
export const Text = forwardRef<HTMLElement, TextProps>(function Text({ as = 'p', size, tone, weight, leading, preserveLines, code, className, children, ...rest }, ref) {
  const classes = join(styles.text, ...lookClasses({ size, tone, weight, leading }), preserveLines && styles.preserveLines, code && styles.code, className);
  return createElement(as, { ...rest, ref, className: classes }, children);
});
Text.displayName = 'Text';

export const headingLevels = [1, 2, 3, 4, 5, 6] as const;
export type HeadingLevel = (typeof headingLevels)[number];

export interface HeadingProps extends TextLook, TextAttributes {
  /** The heading's level in the page's outline. The look is `size`'s, whatever the level. */
  level: HeadingLevel;
  /** The brand's rule under it: a page's own title. */
  ruled?: boolean;
  className?: string;
  children?: ReactNode;
}

/**
 * A heading of the page's outline (a card's name, a receipt's title, a record's name) whose look is
 * chosen apart from its level: `lg` by default, tight lines, a long word wrapped; a link in it keeps its
 * colour. One given `tabIndex={-1}` (focused by script on arrival) shows no outline.
 * For a section of a page, SectionHeading (the brand's bar) is the one to use.
 */
export const Heading = forwardRef<HTMLHeadingElement, HeadingProps>(function Heading({ level, size = 'lg', tone, weight, leading, ruled, className, children, ...rest }, ref) {
  const classes = join(styles.heading, ...lookClasses({ size, tone, weight, leading }), ruled && styles.ruled, className);
  return createElement(`h${level}`, { ...rest, ref, className: classes }, children);
});
Heading.displayName = 'Heading';

export interface TextListProps extends TextLook, TextAttributes {
  /** Numbered steps (`ol`) or points (`ul`, default). */
  numbered?: boolean;
  /** No markers and no indent (a list of links). */
  bare?: boolean;
  /** The gap between items, from the theme's scale; default `xs`. */
  space?: Space;
  className?: string;
  /** The items: `<li>` elements. */
  children?: ReactNode;
}

/**
 * A list of points or numbered steps in running text (办理流程, 申请条件, 注意事项): the markers hang in
 * an indent that grows with the text, the items spaced by the theme. Give `<li>` children.
 *
 * ```tsx
 * <TextList numbered leading="relaxed"><li>提交申请</li><li>受理审核</li></TextList>
 * ```
 */
export const TextList = forwardRef<HTMLOListElement & HTMLUListElement, TextListProps>(function TextList(
  { numbered = false, bare = false, space = 'xs', size, tone, weight, leading, className, children, ...rest },
  ref,
) {
  const classes = join(styles.list, sprinkles({ gap: space }), bare && styles.bare, ...lookClasses({ size, tone, weight, leading }), className);
  return createElement(numbered ? 'ol' : 'ul', { ...rest, ref, className: classes }, children);
});
TextList.displayName = 'TextList';

export interface TextLinkProps {
  /** A page of the app (through the UiProvider's link, a router's Link) or a file. */
  href: string;
  children: ReactNode;
  /** A link on a line of its own (返回列表, 查看全部): a target of at least 24 px, at its row's start in a grid. */
  standalone?: boolean;
  'aria-current'?: 'page' | 'step' | 'location' | 'true';
  /** Its name where its words repeat in a list (在线承诺 in each row). */
  'aria-label'?: string;
  /** Told of a click first: a page's script may take the link's way over (`preventDefault`), its href staying the way without script. */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  className?: string;
}

/**
 * A link in running text or on a line of its own, in the brand's dark colour, through the app's link
 * component: 查看详情 in a table's row, 返回列表 under a record.
 */
export const TextLink = forwardRef<HTMLAnchorElement, TextLinkProps>(function TextLink({ href, children, standalone = false, className, ...rest }, ref) {
  const Link = useUiLink();
  return (
    <Link ref={ref} href={href} className={join(styles.link, standalone && styles.standalone, className)} {...rest}>
      {children}
    </Link>
  );
});
TextLink.displayName = 'TextLink';
