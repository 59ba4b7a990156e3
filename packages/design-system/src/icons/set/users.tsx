import { IconBase, type IconProps } from '../IconBase';

export const IconUsers = (props: IconProps) => (
  <IconBase
    d="M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21c0-4 3-6 7-6s7 2 7 6M16 3.5a4 4 0 0 1 0 7.5M22 21c0-3-2-5-4-5.5"
    {...props}
  />
);
