// Types of table.mjs for the unit test (test/bench/gate.test.ts).
import type { CalibratedBudget, Calibration } from './calibration/budgets.d.mts';

export interface TableRow {
  metric: string;
  value: string;
  budget: string;
  status: string;
  note: string;
  why?: string;
}
export interface Table {
  rows: TableRow[];
  row(metric: string, text: string, options?: { budget?: string; ok?: boolean; figure?: number; note?: string }): void;
  calibratedRow(metric: string, valueMs: number, budget: CalibratedBudget, note: string): void;
  notMeasured(metric: string, why: string, budget?: string): void;
  failed(metric: string, why: string): void;
  settle(calibration: Calibration, calibrationRow: TableRow, at: number): void;
  print(options: { crashed: boolean }): 0 | 1;
}
export declare function createTable(): Table;
