/** To 2 decimals: money to the cent, kWh and percents as bills show them. */
export const round2 = (value: number): number => Math.round(value * 100) / 100;
