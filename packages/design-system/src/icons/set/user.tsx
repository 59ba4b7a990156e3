import { IconBase, type IconProps } from '../IconBase';

export const IconUser = (props: IconProps) => (
  <IconBase d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 4-6 8-6s8 2 8 6" {...props} />
);
