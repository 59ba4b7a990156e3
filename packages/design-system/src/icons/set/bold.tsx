import { IconBase, type IconProps } from '../IconBase';

export const IconBold = (props: IconProps) => (
  <IconBase d="M7 5h6a3.5 3.5 0 0 1 0 7H7zM7 12h7a3.5 3.5 0 0 1 0 7H7z" {...props} />
);
