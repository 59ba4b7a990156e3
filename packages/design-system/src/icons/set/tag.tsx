import { IconBase, type IconProps } from '../IconBase';

export const IconTag = (props: IconProps) => (
  <IconBase d="M3 12V3h9l9 9-9 9zM7.5 7.5h.01" {...props} />
);
