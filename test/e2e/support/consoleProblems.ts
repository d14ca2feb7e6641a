// What a page may not say in its console: every message of type error or warning (React's and
// antd's warnings come as console.error, MobX's and the console's own as console.warn), unless a
// suite allows it by name with its reason. setupBrowser() fails each test on what is left.
import type { ConsoleMessage } from 'playwright-core';

/** A console message a suite expects, and why it is not a fault of the console. */
export interface ConsoleAllowance {
  text: RegExp;
  reason: string;
}

/**
 * What Chromium itself prints for a request answered with an error status or cut off: the chaos
 * and bad-network suites fail requests on purpose (injected faults), and the screens say so on
 * their own (retry state, toast), which those suites check.
 */
export const INJECTED_FAULTS: ConsoleAllowance = {
  text: /^Failed to load resource: (the server responded with a status of 5\d\d|net::ERR_)/,
  reason: 'requests failed on purpose by the suite’s injected network faults',
};

const PROBLEM_TYPES = new Set(['error', 'warning', 'assert']);

/** The message as a problem line (`[warning] text (where)`), or undefined when it is not one or is allowed. */
export function consoleProblem(message: ConsoleMessage, allow: readonly ConsoleAllowance[]): string | undefined {
  if (!PROBLEM_TYPES.has(message.type())) return undefined;
  const text = message.text();
  if (allow.some((allowed) => allowed.text.test(text))) return undefined;
  const where = message.location();
  // The page's route names the screen that said it (the location is a bundled script's).
  const page = message.page()?.url();
  return `[${message.type()}] ${text}${where.url ? ` (${where.url}:${where.lineNumber})` : ''}${page ? ` on ${new URL(page).pathname}` : ''}`;
}
