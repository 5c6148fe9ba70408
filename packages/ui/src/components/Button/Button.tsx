import { forwardRef, type AriaAttributes, type MouseEvent, type ReactNode } from 'react';
import * as styles from './Button.css';

export { buttonVariants, buttonSizes } from './Button.css';
export type ButtonVariant = (typeof styles.buttonVariants)[number];
export type ButtonSize = (typeof styles.buttonSizes)[number];

export interface ButtonProps extends AriaAttributes {
  children: ReactNode;
  /** `primary` for the page's main action, `secondary` (default) for the rest, `link` for text-like actions. */
  variant?: NonNullable<styles.ButtonRecipeVariants['variant']>;
  size?: NonNullable<styles.ButtonRecipeVariants['size']>;
  /** Busy: announced with aria-busy, not clickable, keeps its label. */
  loading?: boolean;
  /** Defaults to "button", so a button inside a form does not submit it by accident. */
  type?: 'button' | 'submit' | 'reset';
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  disabled?: boolean;
  /** The form to submit, for a submit button outside its form. */
  form?: string;
  name?: string;
  value?: string;
  id?: string;
  title?: string;
  className?: string;
}

/** A button in the design system's look; use it instead of styling a `<button>` in a page. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    children,
    variant = 'secondary',
    size = 'medium',
    loading = false,
    type = 'button',
    disabled = false,
    className,
    onClick,
    ...rest
  },
  ref,
) {
  const inactive = disabled || loading;
  const classes = [
    styles.button({ variant, size }),
    disabled && (variant === 'link' ? styles.linkDisabled : styles.disabled),
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      ref={ref}
      {...rest}
      type={type}
      disabled={inactive}
      aria-busy={loading || undefined}
      onClick={inactive ? undefined : onClick}
      className={classes}
    >
      {loading && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
});
Button.displayName = 'Button';
