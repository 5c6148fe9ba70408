import { forwardRef, type MouseEvent, type ReactNode } from 'react';
import { useUiLink } from '../UiProvider/UiProvider';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import * as styles from './Button.css';

export const buttonLinkVariants = ['primary', 'secondary'] as const;
export type ButtonLinkVariant = (typeof buttonLinkVariants)[number];

export interface ButtonLinkProps {
  /** Where the link leads: a page of the app (through the UiProvider's link, so a router navigates), a file or another site. */
  href: string;
  /** The link's words. A repeated one (查看详情) says which record it opens with a VisuallyHidden part. */
  children: ReactNode;
  /** `primary` for the page's main action, `secondary` (default) for the rest: the Button's look. */
  variant?: ButtonLinkVariant;
  size?: 'medium' | 'small';
  /**
   * A file to save (下载): a plain `<a download>` the browser fetches itself, never the router. A string
   * names the saved file.
   */
  download?: boolean | string;
  /**
   * The browser follows it itself, never the app's router: 重新加载 after a failed load asks the server
   * for the page again.
   */
  reloadDocument?: boolean;
  /** Opens in a new window (another site), with `rel="noopener noreferrer"` and the words 在新窗口打开 read after its own. */
  newWindow?: boolean;
  /** What a screen reader adds to `newWindow` links; default （在新窗口打开）. */
  newWindowLabel?: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  'aria-current'?: 'page' | 'step' | 'location' | 'true';
  className?: string;
}

/**
 * A link that looks like a button: for navigation (申请信用修复, 下载报告, 返回列表), where a `<button>`
 * would be the wrong element: it is a real `<a href>`, opens in a new tab with the browser's own means and
 * works without script. It takes the Button's look in every mode (关怀版's 52 px height and larger words,
 * high contrast's colours). A link cannot be disabled: leave it out, or show a disabled Button, when the
 * page is not reachable.
 */
export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink(
  { href, children, variant = 'secondary', size = 'medium', download, reloadDocument = false, newWindow = false, newWindowLabel = '（在新窗口打开）', onClick, className, ...rest },
  ref,
) {
  const Link = useUiLink();
  const classes = [styles.button({ variant, size }), className].filter(Boolean).join(' ');
  // A file or a new window is the browser's business: a plain anchor. A page of the app goes through the
  // app's link component (a router's Link), which still renders an anchor.
  if (download !== undefined && download !== false) {
    return (
      <a ref={ref} href={href} download={download === true ? '' : download} className={classes} onClick={onClick} {...rest}>
        {children}
      </a>
    );
  }
  if (reloadDocument) {
    return (
      <a ref={ref} href={href} className={classes} onClick={onClick} {...rest}>
        {children}
      </a>
    );
  }
  if (newWindow) {
    return (
      <a ref={ref} href={href} target="_blank" rel="noopener noreferrer" className={classes} onClick={onClick} {...rest}>
        {children}
        <span className={visuallyHidden}>{newWindowLabel}</span>
      </a>
    );
  }
  return (
    <Link ref={ref} href={href} className={classes} onClick={onClick} {...rest}>
      {children}
    </Link>
  );
});
ButtonLink.displayName = 'ButtonLink';
