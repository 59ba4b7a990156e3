export type { StatItem, StatsProps } from './Stats';
export { Stats } from './Stats';
