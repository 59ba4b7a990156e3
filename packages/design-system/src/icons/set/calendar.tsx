import { IconBase, type IconProps } from '../IconBase';

export const IconCalendar = (props: IconProps) => (
  <IconBase d="M4 6h16v14H4zM4 10h16M8 3v4M16 3v4" {...props} />
);
