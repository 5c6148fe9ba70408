import { LogoutControl } from './LogoutControl';
import { forwardRef, type ReactNode } from 'react';
import { useUiLink } from '../UiProvider/UiProvider';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { CompactPanel, CompactToggles, type CompactHeaderLabels } from '../CompactHeader/CompactHeader';
import * as styles from './SiteHeader.css';

export interface SiteHeaderUser {
  name: string;
}

export interface SiteHeaderLabels {
  register: string;
  login: string;
  logout: string;
  /** Added (for screen readers) to the user's name, which links to the user centre. */
  userCentre: string;
  /** Accessible name of the account links. */
  account: string;
  /** Accessible name of the portal-name link (it leads to the home page). */
  home: string;
}

export const defaultSiteHeaderLabels: SiteHeaderLabels = {
  register: '注册',
  login: '登录',
  logout: '退出登录',
  userCentre: '个人中心',
  account: '用户',
  home: '首页',
};

export interface SiteHeaderProps {
  /** The portal's name, shown next to the logo (also the document title, spec §9). */
  portalName: string;
  /** Logo image; decorative, since the portal name is written beside it. */
  logoSrc?: string;
  /** Where the logo and name lead. Default '/home'. */
  homeHref?: string;
  /** The logged-in visitor; absent for an anonymous one. */
  user?: SiteHeaderUser | null;
  /** Register as a link… */
  registerHref?: string;
  /** …or as a button (e.g. to redirect to the external sign-on's register page). */
  onRegister?: () => void;
  loginHref?: string;
  onLogin?: () => void;
  /** The user centre. Default '/user'. */
  userCentreHref?: string;
  onLogout?: () => void;
  /** Where 退出登录 posts when the page's script has not run (a form's POST; its server ends the login). */
  logoutAction?: string;
  /** Slot for the city and district credit-site links (spec §2). */
  siteLinks?: ReactNode;
  /** Slot for the header search (a `SearchBar` with `variant="header"`). */
  search?: ReactNode;
  labels?: Partial<SiteHeaderLabels>;
  /** The 菜单 and 搜索 buttons' words, inside a CompactHeaderProvider (the compact header of a phone). */
  compactLabels?: Partial<CompactHeaderLabels>;
  className?: string;
}

/** The portal's top bar (spec §2 Header). */
export const SiteHeader = forwardRef<HTMLElement, SiteHeaderProps>(function SiteHeader(
  {
    portalName,
    logoSrc,
    homeHref = '/home',
    user,
    registerHref,
    onRegister,
    loginHref,
    onLogin,
    userCentreHref = '/user',
    onLogout,
    logoutAction,
    siteLinks,
    search,
    labels: labelOverrides,
    compactLabels,
    className,
  },
  ref,
) {
  const labels = { ...defaultSiteHeaderLabels, ...labelOverrides };
  const Link = useUiLink();

  const entry = (label: string, href: string | undefined, onClick: (() => void) | undefined) => {
    if (href !== undefined) {
      return (
        <Link
          href={href}
          className={styles.action}
          onClick={
            onClick
              ? (event) => {
                  event.preventDefault();
                  onClick();
                }
              : undefined
          }
        >
          {label}
        </Link>
      );
    }
    if (onClick) {
      return (
        <button type="button" className={styles.action} onClick={onClick}>
          {label}
        </button>
      );
    }
    return null;
  };

  const registerEntry = user ? null : entry(labels.register, registerHref, onRegister);
  const loginEntry = user ? null : entry(labels.login, loginHref, onLogin);

  return (
    <header ref={ref} className={[styles.header, className].filter(Boolean).join(' ')}>
      <div className={styles.inner}>
        <Link href={homeHref} className={styles.brand}>
          {logoSrc ? <img src={logoSrc} alt="" className={styles.logo} /> : null}
          <span className={styles.portalName}>{portalName}</span>
          <span className={visuallyHidden}>{`（${labels.home}）`}</span>
        </Link>
        {/* Inside a CompactHeaderProvider, on a phone: 菜单 shows the site links, the account and the main menu. */}
        <CompactToggles labels={compactLabels} />
        {search ? <div className={styles.search}>{search}</div> : null}
        <CompactPanel part="menu" slot="account" layout="inline">
          {siteLinks ? <div className={styles.siteLinks}>{siteLinks}</div> : null}
          <ul className={styles.account} aria-label={labels.account}>
            {user ? (
              <>
                <li>
                  <Link href={userCentreHref} className={styles.userLink}>
                    {user.name}
                    <span className={visuallyHidden}>{`（${labels.userCentre}）`}</span>
                  </Link>
                </li>
                <li>
                  <LogoutControl label={labels.logout} className={styles.action} action={logoutAction} onLogout={onLogout} />
                </li>
              </>
            ) : (
              <>
                {registerEntry ? <li>{registerEntry}</li> : null}
                {loginEntry ? <li>{loginEntry}</li> : null}
              </>
            )}
          </ul>
        </CompactPanel>
      </div>
    </header>
  );
});
SiteHeader.displayName = 'SiteHeader';
