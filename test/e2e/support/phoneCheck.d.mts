/** Runs in the page: the problems a phone user meets (sideways scroll, small targets, side menu, landmarks). */
export function phoneProblems(): string[];
