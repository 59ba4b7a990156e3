import { IconBase, type IconProps } from '../IconBase';

export const IconEdit = (props: IconProps) => (
  <IconBase d="M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4" {...props} />
);
