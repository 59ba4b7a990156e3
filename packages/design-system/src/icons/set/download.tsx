import { IconBase, type IconProps } from '../IconBase';

export const IconDownload = (props: IconProps) => (
  <IconBase d="M12 4v11M7 10l5 5 5-5M5 20h14" {...props} />
);
