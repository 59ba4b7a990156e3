import { IconBase, type IconProps } from '../IconBase';

export const IconActivity = (props: IconProps) => (
  <IconBase d="M3 12h4l3-8 4 16 3-8h4" {...props} />
);
