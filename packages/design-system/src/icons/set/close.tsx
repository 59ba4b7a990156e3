import { IconBase, type IconProps } from '../IconBase';

export const IconClose = (props: IconProps) => <IconBase d="M6 6l12 12M18 6L6 18" {...props} />;
