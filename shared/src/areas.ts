import { apps, areas, type Area } from './apps';

export { areas, type Area };

const byArea = <Value>(pick: (area: Area) => Value) => Object.fromEntries(areas.map((area) => [area, pick(area)])) as Record<Area, Value>;

/** The container name each area is registered under. */
export const containerNames = byArea((area) => apps[area].container);

export const areaLabels = byArea((area) => apps[area].label);

/** Every script the site loads may take this long before it counts as failed (README, "Architecture"). */
export const SCRIPT_LOAD_TIMEOUT_MS = 120_000;
