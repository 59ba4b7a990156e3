import { IconBase, type IconProps } from '../IconBase';

export const IconPlus = (props: IconProps) => <IconBase d="M12 5v14M5 12h14" {...props} />;
