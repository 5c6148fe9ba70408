import type { ReactNode } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { Button, Heading } from '@credit-portal/ui';
import { LOGOUT } from './actions';
import { HOME_PATH, LOGIN_PATH, type Operator } from './program';
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
 * the system's name, the operator (from the page's loader, which sent an anonymous visitor to the login
 * before anything rendered) and 退出, a form posted to the login's route (actions.ts logoutAction, with or
 * without the page's script), its menu, and the page under its h1.
 */
export function ProgramFrame({ title, operator, children }: { title: string; operator: Operator; children: ReactNode }) {
  const { pathname } = useLocation();
  const current = SECTION_OF[pathname] ?? pathname;

  return (
    <div className={styles.frame}>
      <header className={styles.header}>
        <p className={styles.system}>{site.repairSystemName}</p>
        <Form method="post" action={LOGIN_PATH} replace className={styles.operator}>
          <span>
            {operator.organ} · {operator.name}（{operator.account}）
          </span>
          <input type="hidden" name="intent" value={LOGOUT} />
          <Button type="submit" size="small">
            退出
          </Button>
        </Form>
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
        {children}
      </main>
    </div>
  );
}
