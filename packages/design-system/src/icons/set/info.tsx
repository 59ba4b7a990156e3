import { IconBase, type IconProps } from '../IconBase';

export const IconInfo = (props: IconProps) => (
  <IconBase d="M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 11v6M12 7v.01" {...props} />
);
