import { IconBase, type IconProps } from '../IconBase';

export const IconMonitor = (props: IconProps) => (
  <IconBase d="M3 4h18v12H3zM8 20h8M12 16v4" {...props} />
);
