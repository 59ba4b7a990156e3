import { IconBase, type IconProps } from '../IconBase';

export const IconStrike = (props: IconProps) => (
  <IconBase
    d="M5 12h14M16 7a4 3 0 0 0-4-2c-2.5 0-4 1.2-4 3M8 17a4 3 0 0 0 4 2c2.5 0 4-1.2 4-3"
    {...props}
  />
);
