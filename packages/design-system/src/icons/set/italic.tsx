import { IconBase, type IconProps } from '../IconBase';

export const IconItalic = (props: IconProps) => (
  <IconBase d="M10 5h8M6 19h8M14 5l-4 14" {...props} />
);
