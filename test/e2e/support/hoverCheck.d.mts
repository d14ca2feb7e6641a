/** Runs in the page: each control laid out but drawn invisible on a touch screen (reachable only by hover). */
export function hoverOnlyProblems(): string[];
