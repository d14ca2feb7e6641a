/** Runs in the page: the problems of the forms `formsSelector` finds (fields side by side, a number, phone or email input without its keyboard). */
export function formProblems(formsSelector: string): string[];
