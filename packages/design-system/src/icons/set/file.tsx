import { IconBase, type IconProps } from '../IconBase';

export const IconFile = (props: IconProps) => <IconBase d="M6 3h8l4 4v14H6zM14 3v4h4" {...props} />;
