import { ROLE_RULES } from '../../../../../src/api/access/rules.ts';
import type { RoleBook } from '../../core/access/roleBook.ts';
import { FieldErrors } from '../../core/fieldErrors.ts';
import { textBy } from '../../core/ruleChecks.ts';
import { keyedRefusal, said } from '../../core/said.ts';
import { titleOf } from './permKeys.ts';

/** A role's names: its title (unique in its company) and its key (unique everywhere, never reused). */
export class RoleNames {
  /** The number of the last key issued (keys are never reused). */
  private lastKey = 0;

  constructor(private readonly book: () => RoleBook) {}

  /** A title unique among the company's roles (another company may use the same). */
  uniqueTitle(company: string, title: unknown, except?: string): string {
    const errors = new FieldErrors();
    // The title is required: when textBy gives nothing it has added the error check() throws.
    const clean = textBy(errors, title, 'title', ROLE_RULES.title) ?? '';
    errors.check();
    if (this.book().rolesOf(company).some((r) => r.name !== except && titleOf(r).toLowerCase() === clean.toLowerCase())) {
      throw keyedRefusal(said(`a role named ${clean} exists`, 'admin.refusal.roleTaken', { title: clean }));
    }
    return clean;
  }

  /**
   * A key unique across every company's roles and never issued before (a deleted role's key is not
   * reused), so another company's key, or an old one in the audit, never names one's own role.
   */
  nextKey(): string {
    const taken = new Set(this.book().allRoles().map((r) => r.name));
    let n = Math.max(taken.size, this.lastKey) + 1;
    while (taken.has(`role-${n}`)) n += 1;
    this.lastKey = n;
    return `role-${n}`;
  }
}
