/**
 * A moment `minutes` before `now` that stays on `now`'s calendar day (UTC, the day the seed counts
 * its ages from). Seeded "today" things (today's orders, a test account's new albums) are a few
 * minutes old; just after midnight that would make them yesterday's. Far from midnight the moment
 * is exactly `minutes` earlier; within reach of it the gaps shrink, keeping their order, so that
 * every such moment lies between midnight and `now`.
 */
export function earlierToday(now: Date, minutes: number): Date {
  const offset = minutes * 60_000;
  const sinceMidnight = now.getTime() - Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const half = sinceMidnight / 2;
  // up to half the day so far: as asked; beyond: bent towards midnight (continuous, rising, never reaching it)
  const shown = offset <= half ? offset : sinceMidnight - (half * half) / offset;
  return new Date(now.getTime() - shown);
}
