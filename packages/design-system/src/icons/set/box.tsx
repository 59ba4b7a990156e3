import { IconBase, type IconProps } from '../IconBase';

export const IconBox = (props: IconProps) => (
  <IconBase d="M3 7l9-4 9 4v10l-9 4-9-4zM3 7l9 4 9-4M12 11v10" {...props} />
);
