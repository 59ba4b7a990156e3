import { IconBase, type IconProps } from '../IconBase';

export const IconChevronsLeft = (props: IconProps) => (
  <IconBase d="M11 6l-6 6 6 6M18 6l-6 6 6 6" {...props} />
);
