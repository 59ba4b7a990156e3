export { Spinner } from '../Button/Button.styles';
export { Overlay } from './Field.styles';
