import { forwardRef, type ReactNode } from 'react';
import { useUiLink } from '../UiProvider/UiProvider';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import * as styles from './SiteFooter.css';

export interface FooterLink {
  label: string;
  href: string;
}

/** Spec §2 footer links. */
export const defaultFooterLinks: readonly FooterLink[] = [
  { label: '关于我们', href: '/about-us' },
  { label: '网站声明', href: '/website-statement' },
  { label: '个人中心', href: '/user' },
  { label: '首页', href: '/home' },
];

export interface FilingNumber {
  /** e.g. 闽ICP备12345678号-1 */
  number: string;
  /** Where the filing can be checked; opens in a new tab. */
  href?: string;
}

export interface SiteBadge {
  src: string;
  /** Text alternative of the image, e.g. 党政机关. */
  alt: string;
  href?: string;
}

export interface SiteFooterLabels {
  /** Accessible name of the footer links. */
  links: string;
  /** Prefix of the organiser line. */
  organiser: string;
  icp: string;
  police: string;
  newWindow: string;
}

export const defaultSiteFooterLabels: SiteFooterLabels = {
  links: '页脚导航',
  organiser: '主办单位：',
  icp: 'ICP备案号：',
  police: '公安备案号：',
  newWindow: '（在新窗口打开）',
};

export interface SiteFooterProps {
  /** Internal links; default 关于我们, 网站声明, 个人中心, 首页 (spec §2). */
  links?: readonly FooterLink[];
  /** The organiser (主办单位), e.g. a city development and reform commission. */
  organiser?: ReactNode;
  /** Further lines such as 承办单位 or 技术支持, shown as written. */
  extraLines?: readonly ReactNode[];
  icp?: FilingNumber;
  police?: FilingNumber;
  badge?: SiteBadge;
  labels?: Partial<SiteFooterLabels>;
  className?: string;
}

/** The portal's footer: links, organiser, filing numbers and an optional site badge. */
export const SiteFooter = forwardRef<HTMLElement, SiteFooterProps>(function SiteFooter(
  {
    links = defaultFooterLinks,
    organiser,
    extraLines = [],
    icp,
    police,
    badge,
    labels: labelOverrides,
    className,
  },
  ref,
) {
  const labels = { ...defaultSiteFooterLabels, ...labelOverrides };
  const Link = useUiLink();

  const external = (content: ReactNode, href: string | undefined, className: string) =>
    href ? (
      <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
        {content}
        <span className={visuallyHidden}>{labels.newWindow}</span>
      </a>
    ) : (
      content
    );

  return (
    <footer ref={ref} className={[styles.footer, className].filter(Boolean).join(' ')}>
      <div className={styles.inner}>
        <div className={styles.text}>
          {links.length > 0 ? (
            <nav aria-label={labels.links}>
              <ul className={styles.links}>
                {links.map((link) => (
                  <li key={link.href} className={styles.linkItem}>
                    <Link href={link.href} className={styles.footerLink}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {organiser ? (
            <p className={styles.line}>
              <span>
                {labels.organiser}
                {organiser}
              </span>
            </p>
          ) : null}
          {extraLines.map((line, index) => (
            <p key={index} className={styles.line}>
              {line}
            </p>
          ))}
          {icp || police ? (
            <p className={styles.line}>
              {icp ? (
                <span>
                  {labels.icp}
                  {external(icp.number, icp.href, styles.footerLink)}
                </span>
              ) : null}
              {police ? (
                <span>
                  {labels.police}
                  {external(police.number, police.href, styles.footerLink)}
                </span>
              ) : null}
            </p>
          ) : null}
        </div>
        {badge
          ? external(
              <img src={badge.src} alt={badge.alt} className={styles.badgeImage} />,
              badge.href,
              styles.badge,
            )
          : null}
      </div>
    </footer>
  );
});
SiteFooter.displayName = 'SiteFooter';
