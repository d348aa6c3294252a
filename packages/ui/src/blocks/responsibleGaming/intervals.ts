/** How often the reality check may come, in minutes; 0 is off. */
export const realityCheckIntervals = [0, 15, 30, 60, 120] as const;
export type RealityCheckInterval = (typeof realityCheckIntervals)[number];
