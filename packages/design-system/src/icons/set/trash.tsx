import { IconBase, type IconProps } from '../IconBase';

export const IconTrash = (props: IconProps) => (
  <IconBase d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" {...props} />
);
