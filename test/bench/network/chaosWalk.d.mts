// Types of chaosWalk.mjs (the bench's walk row, plain against bad network).
export const CHAOS_ROW: string;
export const CHAOS_RATIO_BUDGET: number;
export function chaosVerdict(plainMs: number, badMs: number, budget?: number): { ratio: number; ok: boolean };
