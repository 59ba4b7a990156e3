import { type CalendarDate, fromAbsolute, toCalendarDate } from '@internationalized/date';
import { useClock } from '../clock';
import type { FieldBaseProps } from './TextField';

/** The hospital's time zone (WIB). */
export const HOSPITAL_TIME_ZONE = 'Asia/Jakarta';

/** Today in the hospital's time zone, from the design system's clock. */
export function useToday(): CalendarDate {
  const clock = useClock();
  return toCalendarDate(fromAbsolute(clock.now(), HOSPITAL_TIME_ZONE));
}

export interface DateFieldProps extends FieldBaseProps<string | null> {
  /** Disable dates after today ('future') or before today ('past'). */
  disallow?: 'future' | 'past';
}

export interface TimeRange {
  start: string;
  end: string;
}

export interface TimeRangeFieldProps extends FieldBaseProps<TimeRange> {
  startLabel?: string;
  endLabel?: string;
}
