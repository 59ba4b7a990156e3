/**
 * The admission counter screens, apart from the queue rules (`ticketState.ts`): the route table
 * reads their keys before any screen loads.
 */
import { CATEGORY_MENU, type QueueUnitCategory } from '@simrs/domain/queue';

/** The admission counter screens: the unit categories whose counters they serve. */
const COUNTER_CATEGORIES: readonly QueueUnitCategory[] = [
  'admisi',
  'ranap',
  'informasi',
  'admisi-ugd',
];

/** Counter screen (route key) -> the unit category it serves (the contract's CATEGORY_MENU). */
export const COUNTER_SCREENS: Readonly<Record<string, QueueUnitCategory>> = Object.fromEntries(
  COUNTER_CATEGORIES.map((c) => [CATEGORY_MENU[c], c]),
);
