/** Runs in the page: the problems of the forms under `rootSelector` (fields side by side, a number, phone or email input without its keyboard). */
export function formProblems(rootSelector: string): string[];
