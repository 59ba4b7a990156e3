import { IconBase, type IconProps } from '../IconBase';

export const IconInbox = (props: IconProps) => (
  <IconBase d="M4 13l3-8h10l3 8v6H4zM4 13h5l1 2h4l1-2h5" {...props} />
);
