import { IconBase, type IconProps } from '../IconBase';

export const IconRedo = (props: IconProps) => (
  <IconBase d="M15 14l5-5-5-5M20 9H10a6 6 0 0 0 0 12h3" {...props} />
);
