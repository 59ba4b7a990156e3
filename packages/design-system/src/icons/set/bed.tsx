import { IconBase, type IconProps } from '../IconBase';

export const IconBed = (props: IconProps) => (
  <IconBase d="M3 18V6M3 14h18v4M21 14v-3a3 3 0 0 0-3-3h-7v6M7 11h.01" {...props} />
);
