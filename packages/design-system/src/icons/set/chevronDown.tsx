import { IconBase, type IconProps } from '../IconBase';

export const IconChevronDown = (props: IconProps) => <IconBase d="M6 9l6 6 6-6" {...props} />;
