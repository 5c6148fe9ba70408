export { Button, buttonVariants, buttonSizes } from './Button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './Button';
export { ButtonLink, buttonLinkVariants } from './ButtonLink';
export type { ButtonLinkProps, ButtonLinkVariant } from './ButtonLink';
