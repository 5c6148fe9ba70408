import * as RadixDialog from '@radix-ui/react-dialog';
import {
  forwardRef,
  useCallback,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type CSSProperties,
  type ElementRef,
  type ReactNode,
} from 'react';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { careWord, iconButtonWithCareWord } from '../../styles/careWord.css';
import { ThemeVarsReader } from './themeVars';
import * as styles from './Dialog.css';

export interface DialogLabels {
  /** Name of the × button in the corner, shown beside it in 关怀版. */
  close: string;
}

export const defaultDialogLabels: DialogLabels = { close: '关闭' };

export interface DialogContentProps
  extends Omit<ComponentPropsWithoutRef<typeof RadixDialog.Content>, 'title' | 'asChild'> {
  /** Every dialog has a title (its accessible name). */
  title: ReactNode;
  /** Keep the title for screen readers only, when the design shows none. */
  hideTitle?: boolean;
  /** A sentence under the title, read as the dialog's description. */
  description?: ReactNode;
  hideDescription?: boolean;
  /** Show the × close button in the corner. Default true. */
  showCloseButton?: boolean;
  /** Where the portal goes; default `document.body`. */
  container?: HTMLElement | null;
  labels?: Partial<DialogLabels>;
}

/**
 * The dialog's box: it owns the portal and the overlay, is 550 px wide (spec §9, from the
 * `size.dialogWidth` token) and always has a title.
 */
const Content = forwardRef<ElementRef<typeof RadixDialog.Content>, DialogContentProps>(
  function DialogContent(
    {
      title,
      hideTitle = false,
      description,
      hideDescription = false,
      showCloseButton = true,
      container,
      labels: labelOverrides,
      className,
      children,
      style,
      onCloseAutoFocus,
      ...rest
    },
    ref,
  ) {
    const labels = { ...defaultDialogLabels, ...labelOverrides };
    const anchor = useRef<HTMLSpanElement>(null);
    const [themeStyle, setThemeStyle] = useState<CSSProperties>({});
    // Radix gives focus back to a Dialog.Trigger only; a dialog opened from elsewhere (e.g. a
    // search button awaiting the captcha) would leave focus on <body>. Remember the opener.
    const opener = useRef<HTMLElement | null>(null);
    const rememberOpener = useCallback(() => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    }, []);
    const describedBy = description === undefined ? { 'aria-describedby': undefined } : {};
    return (
      <>
        <span ref={anchor} className={styles.anchor} aria-hidden="true" />
        <RadixDialog.Portal container={container}>
          <ThemeVarsReader anchor={anchor} onRead={setThemeStyle} onOpen={rememberOpener} />
          <RadixDialog.Overlay className={styles.overlay} style={themeStyle} />
          <RadixDialog.Content
            ref={ref}
            {...describedBy}
            {...rest}
            onCloseAutoFocus={(event) => {
              onCloseAutoFocus?.(event);
              if (event.defaultPrevented) return;
              const target = opener.current;
              if (target && target !== document.body && target.isConnected) {
                event.preventDefault();
                target.focus();
              }
            }}
            style={{ ...themeStyle, ...style }}
            className={[styles.content, className].filter(Boolean).join(' ')}
          >
            <div className={hideTitle && !showCloseButton ? undefined : styles.header}>
              <RadixDialog.Title className={hideTitle ? visuallyHidden : styles.title}>
                {title}
              </RadixDialog.Title>
              {showCloseButton ? (
                // The × speaks as its word, which 关怀版 shows beside it: one name in both modes.
                <RadixDialog.Close className={`${styles.closeIcon} ${iconButtonWithCareWord}`}>
                  <span aria-hidden="true">×</span>
                  <span className={careWord}>{labels.close}</span>
                </RadixDialog.Close>
              ) : null}
            </div>
            {description !== undefined ? (
              <RadixDialog.Description
                className={
                  hideDescription ? visuallyHidden : `${styles.description} ${styles.contentDescription}`
                }
              >
                {description}
              </RadixDialog.Description>
            ) : null}
            {children}
          </RadixDialog.Content>
        </RadixDialog.Portal>
      </>
    );
  },
);
Content.displayName = 'Dialog.Content';

const Title = forwardRef<
  ElementRef<typeof RadixDialog.Title>,
  ComponentPropsWithoutRef<typeof RadixDialog.Title>
>(function DialogTitle({ className, ...rest }, ref) {
  return <RadixDialog.Title ref={ref} className={[styles.title, className].filter(Boolean).join(' ')} {...rest} />;
});
Title.displayName = 'Dialog.Title';

const Description = forwardRef<
  ElementRef<typeof RadixDialog.Description>,
  ComponentPropsWithoutRef<typeof RadixDialog.Description>
>(function DialogDescription({ className, ...rest }, ref) {
  return (
    <RadixDialog.Description
      ref={ref}
      className={[styles.description, className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
});
Description.displayName = 'Dialog.Description';

/** The padded area for a dialog's own content. */
const Body = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'>>(function DialogBody(
  { className, ...rest },
  ref,
) {
  return <div ref={ref} className={[styles.body, className].filter(Boolean).join(' ')} {...rest} />;
});
Body.displayName = 'Dialog.Body';

/** The row of buttons at the bottom (确定 / 取消). */
const Footer = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'>>(function DialogFooter(
  { className, ...rest },
  ref,
) {
  return <div ref={ref} className={[styles.footer, className].filter(Boolean).join(' ')} {...rest} />;
});
Footer.displayName = 'Dialog.Footer';

const Root = RadixDialog.Root;
const Trigger = RadixDialog.Trigger;
const Close = RadixDialog.Close;

/**
 * The shared dialog (a wrapper of Radix Dialog):
 * `Dialog.Root`, `Dialog.Trigger`, `Dialog.Content` (portal, overlay, 550 px, title required),
 * `Dialog.Title`, `Dialog.Description`, `Dialog.Body`, `Dialog.Footer`, `Dialog.Close`.
 */
export const Dialog = { Root, Trigger, Content, Title, Description, Body, Footer, Close };

/** The class of a dialog button, for dialogs built on this one: `dialogButton({ variant: 'primary' })`. */
export const dialogButton = styles.button;
export { dialogButtonVariants } from './Dialog.css';
export type DialogButtonVariant = (typeof styles.dialogButtonVariants)[number];
