export type { StatusChipProps, ToneChipProps } from './StatusChip';
export { StatusChip, ToneChip } from './StatusChip';
