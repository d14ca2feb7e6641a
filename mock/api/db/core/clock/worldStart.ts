/**
 * The world's start: the instant the seed calls "now" (SEED_NOW). It comes from CEM_MOCK_START
 * when the mock is built (dev server, e2e servers, tests with vi.stubEnv + vi.resetModules), else
 * the demo's day. A value that is not a real ISO instant with its zone stops the mock with a
 * message: never a silent fall back to the default, which would seed another day than asked.
 */

/** The demo's start: 1 November 2026, midnight in China. */
export const DEFAULT_WORLD_START = '2026-11-01T00:00:00+08:00';

const INSTANT = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,3})?)?(Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

/** Epoch ms of a start written as an ISO instant with Z or an offset on a real day; unset or blank is the default. */
export function parseWorldStart(text: string | undefined): number {
  if (text === undefined || text.trim() === '') return Date.parse(DEFAULT_WORLD_START);
  const match = INSTANT.exec(text.trim());
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  // Day 0 of the next month is this month's last (29 February only in leap years).
  const realDay = month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
  const ms = Date.parse(text.trim());
  if (!match || !realDay || !Number.isFinite(ms) || year < 2000) {
    throw new Error(`CEM_MOCK_START="${text}" is not the world's start: give an ISO instant from year 2000 with its zone, like 2028-02-29T09:30:00+08:00 (unset: ${DEFAULT_WORLD_START})`);
  }
  return ms;
}

/** CEM_MOCK_START as the process has it (undefined where there is no process: the default start). */
export function worldStartSetting(): string | undefined {
  return (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.CEM_MOCK_START;
}
