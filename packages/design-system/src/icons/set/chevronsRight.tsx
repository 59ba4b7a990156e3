import { IconBase, type IconProps } from '../IconBase';

export const IconChevronsRight = (props: IconProps) => (
  <IconBase d="M6 6l6 6-6 6M13 6l6 6-6 6" {...props} />
);
