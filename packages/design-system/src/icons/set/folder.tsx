import { IconBase, type IconProps } from '../IconBase';

export const IconFolder = (props: IconProps) => <IconBase d="M3 6h6l2 2h10v11H3z" {...props} />;
