/** Autoplay speeds: their names and the pause before each AI move, in milliseconds. */
export const SPEEDS = { slow: 1500, normal: 700, fast: 250, instant: 0 } as const;
export type SpeedName = keyof typeof SPEEDS;
