import type { FieldRules } from './pageConfig';

/**
 * The typed fields of one write body and their limits. The form builds its antd rules from it
 * (src/ui/form/fieldRules.ts) and the mock checks the body with it (mock/api/db/core/ruleChecks.ts),
 * so the console refuses before sending what the server would refuse (issue 36 §1).
 */
export type RuleBook = Readonly<Record<string, Readonly<FieldRules>>>;

/** Declares a rule book, keeping its literal field names for the form and the mock. */
export const ruleBook = <T extends RuleBook>(book: T): T => book;
