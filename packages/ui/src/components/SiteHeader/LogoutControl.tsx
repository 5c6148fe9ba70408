import type { MouseEvent } from 'react';
import * as styles from './LogoutControl.css';

/**
 * 退出登录 of a header: with `action` a form's button, so that it works before the page's script runs (a
 * plain POST to that address, whose server ends the login); once the script runs, `onLogout` takes the
 * click instead.
 */
export function LogoutControl({ label, className, action, onLogout }: { label: string; className: string; action?: string; onLogout?: () => void }) {
  if (action === undefined) {
    return (
      <button type="button" className={className} onClick={onLogout}>
        {label}
      </button>
    );
  }
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (!onLogout) return;
    event.preventDefault();
    onLogout();
  };
  return (
    <form method="post" action={action} className={styles.form}>
      <button type="submit" className={className} onClick={click}>
        {label}
      </button>
    </form>
  );
}
