import type { BadRequest } from '../../envelope.ts';
import { keyedRefusal, said } from '../core/said.ts';

/** Why an imported file cannot be read: its key is energy.import.<problem>. */
export const IMPORT_PROBLEMS = [
  'xls',
  'csvTooLarge',
  'notUtf8',
  'binary',
  'openQuote',
  'badXml',
  'badCharacter',
  'unpacksTooLarge',
  'notXlsx',
  'noSheet',
  'pastLastColumn',
  'pastLastRow',
  'tooManyColumns',
  'tooManyCells',
  'tooManyRows',
  'header',
  'noRows',
] as const;

export type ImportProblem = (typeof IMPORT_PROBLEMS)[number];

/** `invalid file: <detail>`, keyed by its problem so the console says it in the user's language. */
export function badFile(detail: string, problem: ImportProblem, values?: Record<string, string | number>): BadRequest {
  return keyedRefusal(said(`invalid file: ${detail}`, `energy.import.${problem}`, values));
}
