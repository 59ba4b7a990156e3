import { IconBase, type IconProps } from '../IconBase';

export const IconClipboard = (props: IconProps) => (
  <IconBase d="M9 3h6v4H9zM8 5H5v16h14V5h-3M9 12h6M9 16h4" {...props} />
);
