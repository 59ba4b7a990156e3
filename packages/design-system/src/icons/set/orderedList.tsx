import { IconBase, type IconProps } from '../IconBase';

export const IconOrderedList = (props: IconProps) => (
  <IconBase d="M10 6h10M10 12h10M10 18h10M4 5l1.5-1V9M4 14h3l-3 4h3" {...props} />
);
