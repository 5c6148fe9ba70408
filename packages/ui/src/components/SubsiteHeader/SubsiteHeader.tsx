import { LogoutControl } from '../SiteHeader/LogoutControl';
import { forwardRef, type ReactNode } from 'react';
import { useUiLink } from '../UiProvider/UiProvider';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import * as styles from './SubsiteHeader.css';

export interface SubsiteHeaderLabels {
  login: string;
  logout: string;
  /** The link back to the main portal. */
  portalHome: string;
  userCentre: string;
  /** Accessible name of the account area. */
  account: string;
}

export const defaultSubsiteHeaderLabels: SubsiteHeaderLabels = {
  login: '登录',
  logout: '退出登录',
  portalHome: '返回主站',
  userCentre: '个人中心',
  account: '用户',
};

export interface SubsiteBanner {
  src: string;
  /** What the banner says; empty if purely decorative. */
  alt: string;
}

export interface SubsiteHeaderProps {
  /** The sub-site's name, e.g. 农业金融服务平台. */
  siteName: string;
  /** Where the name leads, e.g. /farming. */
  siteHref: string;
  /** The main portal's home, for the 返回主站 link. Default /home. */
  portalHref?: string;
  /** The advert banner under the title bar. */
  banner?: SubsiteBanner;
  /** The logged-in visitor; with `onLogout` a 退出登录 button shows. */
  user?: { name: string } | null;
  userCentreHref?: string;
  onLogout?: () => void;
  /** Where 退出登录 posts when the page's script has not run (a form's POST; its server ends the login). */
  logoutAction?: string;
  /** With it an anonymous visitor gets a 登录 button (the portal's single sign-on). */
  /** The login page: 登录 is then a link to it, which `onLogin` (when given) takes over. */
  loginHref?: string;
  onLogin?: () => void;
  /** Extra actions for an anonymous visitor. */
  actions?: ReactNode;
  labels?: Partial<SubsiteHeaderLabels>;
  className?: string;
}

/** The header of the sub-sites (spec §2: farming, ecology, credit loan …): name, banner, logout. */
export const SubsiteHeader = forwardRef<HTMLElement, SubsiteHeaderProps>(function SubsiteHeader(
  {
    siteName,
    siteHref,
    portalHref = '/home',
    banner,
    user,
    userCentreHref,
    onLogout,
    logoutAction,
    loginHref,
    onLogin,
    actions,
    labels: labelOverrides,
    className,
  },
  ref,
) {
  const labels = { ...defaultSubsiteHeaderLabels, ...labelOverrides };
  const Link = useUiLink();
  return (
    <header ref={ref} className={[styles.header, className].filter(Boolean).join(' ')}>
      <div className={styles.bar}>
        <div className={styles.inner}>
          <Link href={siteHref} className={styles.siteName}>
            {siteName}
          </Link>
          <ul className={styles.account} aria-label={labels.account}>
            <li>
              <Link href={portalHref} className={styles.action}>
                {labels.portalHome}
              </Link>
            </li>
            {user ? (
              <li>
                {userCentreHref ? (
                  <Link href={userCentreHref} className={styles.action}>
                    {user.name}
                    <span className={visuallyHidden}>{`（${labels.userCentre}）`}</span>
                  </Link>
                ) : (
                  <span className={styles.userName}>{user.name}</span>
                )}
              </li>
            ) : null}
            {user && onLogout ? (
              <li>
                <LogoutControl label={labels.logout} className={styles.action} action={logoutAction} onLogout={onLogout} />
              </li>
            ) : null}
            {!user && loginHref !== undefined ? (
              <li>
                <Link
                  href={loginHref}
                  className={styles.action}
                  onClick={
                    onLogin
                      ? (event) => {
                          event.preventDefault();
                          onLogin();
                        }
                      : undefined
                  }
                >
                  {labels.login}
                </Link>
              </li>
            ) : !user && onLogin ? (
              <li>
                <button type="button" className={styles.action} onClick={onLogin}>
                  {labels.login}
                </button>
              </li>
            ) : null}
            {!user && actions ? <li>{actions}</li> : null}
          </ul>
        </div>
      </div>
      {banner ? (
        <div className={styles.banner}>
          <img src={banner.src} alt={banner.alt} className={styles.bannerImage} />
        </div>
      ) : null}
    </header>
  );
});
SubsiteHeader.displayName = 'SubsiteHeader';
