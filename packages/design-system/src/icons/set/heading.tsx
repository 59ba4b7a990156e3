import { IconBase, type IconProps } from '../IconBase';

export const IconHeading = (props: IconProps) => (
  <IconBase d="M6 5v14M18 5v14M6 12h12" {...props} />
);
