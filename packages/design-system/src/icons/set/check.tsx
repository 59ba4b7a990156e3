import { IconBase, type IconProps } from '../IconBase';

export const IconCheck = (props: IconProps) => <IconBase d="M5 12l5 5L20 7" {...props} />;
