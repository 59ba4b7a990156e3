import { IconBase, type IconProps } from '../IconBase';

export const IconFlask = (props: IconProps) => (
  <IconBase d="M9 3h6M10 3v6L4 20h16L14 9V3" {...props} />
);
