import { IconBase, type IconProps } from '../IconBase';

export const IconUnderline = (props: IconProps) => (
  <IconBase d="M7 4v7a5 5 0 0 0 10 0V4M5 20h14" {...props} />
);
