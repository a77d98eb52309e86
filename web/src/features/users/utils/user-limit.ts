/** How full the project is, by the spec's thresholds: under 60 % of the limit, under 90 %, or beyond. */
export type SeatTone = 'success' | 'warning' | 'danger';

export function seatTone(current: number, limit: number): SeatTone {
  if (current < limit * 0.6) return 'success';
  if (current < limit * 0.9) return 'warning';
  return 'danger';
}

/** The spec: the limit (0 = none) is reached when the listed users are at or above it. */
export const limitReached = (current: number, limit: number): boolean => limit > 0 && current >= limit;
