export type { StackElement, StackProps } from './Stack';
export { Stack } from './Stack';
