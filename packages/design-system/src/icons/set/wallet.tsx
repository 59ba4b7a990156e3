import { IconBase, type IconProps } from '../IconBase';

export const IconWallet = (props: IconProps) => (
  <IconBase d="M3 7h18v12H3zM3 7l3-4h12l3 4M16 13h2" {...props} />
);
