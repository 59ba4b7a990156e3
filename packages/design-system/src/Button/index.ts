export type {
  ButtonProps,
  ButtonSize,
  ButtonVariant,
  IconButtonProps,
  LinkButtonProps,
  LinkProps,
} from './Button';
export { Button, IconButton, Link, LinkButton } from './Button';
