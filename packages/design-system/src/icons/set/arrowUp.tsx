import { IconBase, type IconProps } from '../IconBase';

export const IconArrowUp = (props: IconProps) => <IconBase d="M12 19V5M6 11l6-6 6 6" {...props} />;
