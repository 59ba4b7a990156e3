import { IconBase, type IconProps } from '../IconBase';

export const IconChevronRight = (props: IconProps) => <IconBase d="M9 6l6 6-6 6" {...props} />;
