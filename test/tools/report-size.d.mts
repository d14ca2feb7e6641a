// Types of report-size.mjs for the unit test (test/bench/budgets.test.ts).
export const BUDGET_KB: { home: number };
export function initialKb(dir: string, modules?: string[]): number;
export function measureBuild(dir: string): { routes: { login: number; home: number }; largest: { file: string; kb: number } };
export function loginVerdict(loginKb: number, floorKb: number, ratioBudget: number): { ratio: number; budgetKb: number; ok: boolean };
