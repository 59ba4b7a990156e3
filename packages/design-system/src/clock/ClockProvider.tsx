import { createContext, type ReactNode, useContext } from 'react';
import { type Clock, systemClock } from './clock';

const ClockContext = createContext<Clock>(systemClock);

export interface ClockProviderProps {
  clock: Clock;
  children?: ReactNode;
}

/** Gives every component below the same clock (the real one unless a story freezes it). */
export function ClockProvider({ clock, children }: ClockProviderProps) {
  return <ClockContext.Provider value={clock}>{children}</ClockContext.Provider>;
}

export function useClock(): Clock {
  return useContext(ClockContext);
}
