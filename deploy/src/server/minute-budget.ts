/**
 * At most `limit` units a minute per key, in fixed one-minute windows held in memory; expired
 * windows are swept once there are many, so a flood of keys cannot grow it far. For budgets of
 * units rather than requests (the vitals' samples per browser): requests are counted with
 * @fastify/rate-limit (minute-limit.ts), which counts one per request and cannot take several.
 */
export function minuteBudget(limit: number) {
  const windows = new Map<string, { ends: number; used: number }>();
  return {
    /** Takes `units` from `key`'s budget; false (taking nothing) when they do not fit. */
    take(key: string, units = 1, now = Date.now()): boolean {
      let window = windows.get(key);
      if (!window || window.ends <= now) {
        if (windows.size > 10_000) for (const [old, expired] of windows) if (expired.ends <= now) windows.delete(old);
        window = { ends: now + 60_000, used: 0 };
        windows.set(key, window);
      }
      if (window.used + units > limit) return false;
      window.used += units;
      return true;
    },
  };
}
