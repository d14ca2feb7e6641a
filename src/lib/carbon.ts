/**
 * Carbon and energy arithmetic shared by the screens and the mock backend (one definition, so
 * the numbers agree everywhere). Pure: no React, no MobX, no I/O.
 */

/** Structural twin of api/energyTypes' EmissionFactor (lib imports no other layer). */
export interface FactorPeriod {
  energytype: string;
  /** kgCO2 per metering unit. */
  value: number;
  /** First day in force, 'YYYY-MM-DD'. */
  from: string;
  /** Last day in force, inclusive; null = still in force. */
  to: string | null;
  source: string;
}

/**
 * Standard-coal coefficients of GB/T 2589-2020, kgce per metering unit: electricity at its
 * equivalent value 0.1229 kgce/kWh, natural gas 1.2143 kgce/m³, tap water 0.0857 kgce/t (1 m³ = 1 t),
 * heat 0.03412 kgce/MJ = 0.12283 kgce/kWh (1 kWh = 3.6 MJ).
 */
export const KGCE_PER_UNIT: Readonly<Record<string, number>> = {
  electricity: 0.1229,
  gas: 1.2143,
  water: 0.0857,
  heat: 0.03412 * 3.6,
};

/** The factor in force on `day` ('YYYY-MM-DD'), or undefined when none covers it. */
export function factorOn(factors: readonly FactorPeriod[], energytype: string, day: string): FactorPeriod | undefined {
  return factors.find((f) => f.energytype === energytype && f.from <= day && (f.to === null || day <= f.to));
}

/** kgCO2 of `amount` units at `factor` kgCO2/unit; green (zero-emission) units are left out. */
export function carbonKg(amount: number, factor: number, green = 0): number {
  return Math.max(0, amount - green) * factor;
}

/** Tonnes of standard coal equivalent of `amount` units of an energy type (0 for unknown types). */
export function tceOf(energytype: string, amount: number): number {
  return ((KGCE_PER_UNIT[energytype] ?? 0) * amount) / 1000;
}

/** One stretch of a period with the factor that applied to it, for the "factor used" explanation. */
export interface FactorSpan {
  factor: FactorPeriod | undefined;
  from: string;
  to: string;
  days: number;
}

/**
 * Splits the inclusive period [start, end] by the factors in force, in order; a stretch no factor
 * covers has `factor` undefined (and carries no emissions).
 */
export function factorSpans(factors: readonly FactorPeriod[], energytype: string, start: string, end: string): FactorSpan[] {
  const spans: FactorSpan[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) {
    const factor = factorOn(factors, energytype, day);
    const last = spans[spans.length - 1];
    if (last && last.factor === factor) {
      last.to = day;
      last.days += 1;
    } else spans.push({ factor, from: day, to: day, days: 1 });
  }
  return spans;
}

/** 'YYYY-MM-DD' plus `n` days (calendar arithmetic in UTC, so no time zone can shift it). */
export function addDays(day: string, n: number): string {
  const ms = Date.parse(`${day}T00:00:00Z`) + n * 86_400_000;
  return new Date(ms).toISOString().slice(0, 10);
}

/** Unit steps for display: kWh → MWh → GWh, kg → t → kt, once a value reaches 10,000 of the smaller unit. */
const SCALES: Readonly<Record<string, readonly string[]>> = {
  kWh: ['kWh', 'MWh', 'GWh'],
  kg: ['kg', 't', 'kt'],
  'kgCO2': ['kgCO2', 'tCO2', 'ktCO2'],
};

/** Scales a value to a readable unit: 123456 kWh → { value: 123.456, unit: 'MWh' }. */
export function scaleUnit(value: number, unit: string): { value: number; unit: string } {
  const steps = SCALES[unit];
  if (!steps) return { value, unit };
  let index = 0;
  let scaled = value;
  while (index < steps.length - 1 && Math.abs(scaled) >= 10_000) {
    scaled /= 1000;
    index += 1;
  }
  return { value: scaled, unit: steps[index]! };
}

/** Percent change of `current` against `previous`; null when there is nothing to compare with. */
export function changePercent(current: number, previous: number | null | undefined): number | null {
  if (previous === null || previous === undefined || previous === 0 || !Number.isFinite(previous)) return null;
  return ((current - previous) / Math.abs(previous)) * 100;
}
