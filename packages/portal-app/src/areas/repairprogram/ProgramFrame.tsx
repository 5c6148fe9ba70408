import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { unwrap, type Schemas } from '@credit-portal/api-client';
import { Button, Heading } from '@credit-portal/ui';
import { HOME_PATH, LOGIN_PATH, program } from './program';
import { useOperator, useOperatorGate } from './useProgram';
import * as styles from './program.css';
import { site } from '../../config/site';

const MENU = [
  { href: HOME_PATH, name: '工作台' },
  { href: '/repair-program-applications', name: '修复申请' },
  { href: '/repair-program-single-Search', name: '单条查询撤销' },
  { href: '/repair-program-batch-cancel', name: '批量撤销' },
  { href: '/repair-program-cancel-log', name: '撤销记录' },
] as const;

/** The pages each menu entry lights (the detail and the single cancellation belong to the search). */
const SECTION_OF: Readonly<Record<string, string>> = {
  '/repair-program-detail': '/repair-program-single-Search',
  '/repair-program-single-cancel': '/repair-program-single-Search',
  '/repair-program-application': '/repair-program-applications',
};

/**
 * The credit-repair program's bare frame (spec §2: its own layout, no portal header, adverts or footer):
 * the system's name, the operator and 退出, its menu, and the page under its h1. The page's content shows
 * once the operator's session is known in the browser; an anonymous visitor goes to the login.
 */
export function ProgramFrame({ title, children }: { title: string; children: (operator: Schemas['RepairOperator']) => ReactNode }) {
  const signedIn = useOperatorGate();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const operator = useOperator(signedIn);

  const logout = async () => {
    try {
      await unwrap(program.api.POST('/repairprogram/auth/logout'));
    } catch {
      // Ended already or unreachable: the token is dropped here either way.
    }
    program.tokenStore.clear();
    void navigate(LOGIN_PATH, { replace: true });
  };
  const current = SECTION_OF[pathname] ?? pathname;

  return (
    <div className={styles.frame}>
      <header className={styles.header}>
        <p className={styles.system}>{site.repairSystemName}</p>
        {operator && (
          <div className={styles.operator}>
            <span>
              {operator.organ} · {operator.name}（{operator.account}）
            </span>
            <Button size="small" onClick={() => void logout()}>
              退出
            </Button>
          </div>
        )}
        <nav className={styles.nav} aria-label="信用修复管理菜单">
          <ul>
            {MENU.map((item) => (
              <li key={item.href}>
                <Link to={item.href} aria-current={current === item.href ? 'page' : undefined}>
                  {item.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main className={styles.main}>
        <Heading level={1} size="xl" ruled>
          {title}
        </Heading>
        {signedIn && operator ? children(operator) : <p role="status">正在验证登录状态…</p>}
      </main>
    </div>
  );
}
