/**
 * Bed availability for display-anjungan-ranap: counted by the `kamar` context from the bed
 * occupancy intervals (docs/kamar.md), per ward and class; a bed the master marks RUSAK is out
 * of the capacity, a booked bed shows as occupied.
 */
export { bedAvailability } from '../kamar/index';
