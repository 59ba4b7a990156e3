import { IconBase, type IconProps } from '../IconBase';

export const IconChevronLeft = (props: IconProps) => <IconBase d="M15 6l-6 6 6 6" {...props} />;
