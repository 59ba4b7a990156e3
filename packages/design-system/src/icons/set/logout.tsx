import { IconBase, type IconProps } from '../IconBase';

export const IconLogout = (props: IconProps) => (
  <IconBase d="M9 4H5v16h4M16 16l4-4-4-4M20 12H9" {...props} />
);
