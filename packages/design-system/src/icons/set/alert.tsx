import { IconBase, type IconProps } from '../IconBase';

export const IconAlert = (props: IconProps) => (
  <IconBase d="M12 3l10 18H2L12 3zM12 10v5M12 18v.01" {...props} />
);
