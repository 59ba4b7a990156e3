import { IconBase, type IconProps } from '../IconBase';

export const IconSettings = (props: IconProps) => (
  <IconBase d="M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1M15 4v4M9 10v4M17 16v4" {...props} />
);
