import { IconBase, type IconProps } from '../IconBase';

export const IconUndo = (props: IconProps) => (
  <IconBase d="M9 14L4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3" {...props} />
);
