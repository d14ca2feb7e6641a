// Types of budgets.mjs for the unit test (test/bench/budgets.test.ts).
export interface CalibratedBudget {
  multiple: number;
  kind: 'cpu' | 'wall';
}
export interface Calibration {
  cpu?: number;
  wall?: number;
}
export interface CalibratedVerdict {
  budgetMs: number | undefined;
  ok: boolean | undefined;
  ratio: number | undefined;
  label: string;
}
export const BUDGETS: Record<'chartCpu' | 'batchLongestTask' | 'billRunLongestTask' | 'auditLongestTask' | 'permissionTreeLongestTask' | 'calendarDragLongestTask' | 'phoneSignInForm' | 'phoneSignInToDesk', CalibratedBudget>;
export function calibratedVerdict(valueMs: number, budget: CalibratedBudget, calibration: Calibration | undefined): CalibratedVerdict;
