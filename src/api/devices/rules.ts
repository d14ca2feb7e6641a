import { ruleBook } from '../ruleBook.ts';

/** A time of day as the clock fields take it (the mock's parseClock reads the same). */
const CLOCK = { regex: '([01]\\d|2[0-3]):[0-5]\\d', messageKey: 'validation.time', message: 'A time as HH:mm' } as const;

/** A hot-water maintenance plan: how often, at what time, and a disinfection's heat and hold. */
export const HOT_WATER_PLAN_RULES = ruleBook({
  everyDays: { required: true, min: 1, max: 366, integer: true },
  at: { required: true, pattern: CLOCK },
  temperature: { required: true, min: 60, max: 80 },
  holdMinutes: { required: true, min: 5, max: 240, integer: true },
});

/** A peaking plan's name and target peak, and a window's pre-cooling (minutes, setpoint °C). */
export const PEAKING_PLAN_RULES = ruleBook({
  name: { required: true, maxLength: 60 },
  targetPeakKw: { required: true, min: 1, max: 1_000_000 },
  precoolMinutes: { min: 0, max: 240, integer: true },
  precoolSetpoint: { min: 16, max: 30 },
});

/** A device policy's name, and how long a trigger's condition must hold (minutes, up to a day). */
export const POLICY_RULES = ruleBook({
  name: { required: true, maxLength: 60 },
  forMinutes: { min: 0, max: 1440, integer: true },
});

/** A space's name, and a room's floor area in m². */
export const SPACE_RULES = ruleBook({
  name: { required: true, maxLength: 60 },
  area: { required: true, min: 1, max: 100_000, integer: true },
});
