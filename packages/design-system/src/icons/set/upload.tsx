import { IconBase, type IconProps } from '../IconBase';

export const IconUpload = (props: IconProps) => (
  <IconBase d="M12 20V9M7 14l5-5 5 5M5 4h14" {...props} />
);
