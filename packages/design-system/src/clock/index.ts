export type { ClockProviderProps } from './ClockProvider';
export { ClockProvider, useClock } from './ClockProvider';
export type { Clock, ManualClock } from './clock';
export { createManualClock, systemClock } from './clock';
