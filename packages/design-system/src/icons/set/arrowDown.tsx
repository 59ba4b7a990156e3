import { IconBase, type IconProps } from '../IconBase';

export const IconArrowDown = (props: IconProps) => (
  <IconBase d="M12 5v14M6 13l6 6 6-6" {...props} />
);
