import { IconBase, type IconProps } from '../IconBase';

export const IconMenu = (props: IconProps) => <IconBase d="M4 6h16M4 12h16M4 18h16" {...props} />;
