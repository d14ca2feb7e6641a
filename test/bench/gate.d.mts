// Types of gate.mjs for the unit test (test/bench/gate.test.ts).
import type { CalibratedBudget, Calibration } from './calibration/budgets.d.mts';

export declare const OK: 'ok';
export declare const OVER: 'OVER';
export declare const NOT_MEASURED: 'NOT MEASURED';
export declare const FAILED: 'failed';
export type RowStatus = '' | typeof OK | typeof OVER | typeof NOT_MEASURED | typeof FAILED;

export declare class NotMeasured extends Error {
  constructor(why: string);
}
export declare function everySample<K extends string>(samples: ReadonlyArray<Partial<Record<K, unknown>>>, key: K, what: string): number[];
export declare function calibratedStatus(
  valueMs: number,
  budget: CalibratedBudget,
  calibration: Calibration | undefined,
): { status: RowStatus; label: string; ratio: number | undefined; why?: string };
export declare function budgetStatus(value: number, ok: boolean): RowStatus;
export declare function gate(rows: ReadonlyArray<{ metric: string; status: string; why?: string }>, options?: { crashed?: boolean }): { code: 0 | 1; failures: string[] };
