export type { ButtonProps, ButtonSize, ButtonVariant, IconButtonProps } from './Button';
export { Button, IconButton } from './Button';
export type { LinkButtonProps, LinkProps } from './Link';
export { Link, LinkButton } from './Link';
