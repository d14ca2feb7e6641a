import type { EffectiveGrant, PageHolder } from '../../../../../src/api/access/types.ts';
import type { PageAction } from '../../../../../src/api/pageConfig.ts';
import type { RoleBook, UserGrant } from '../../core/access/roleBook.ts';

/** Every page action a grant holds, with the (enabled) roles of its company that grant it. */
export function effectiveGrants(book: RoleBook, grant: UserGrant): EffectiveGrant[] {
  const out: EffectiveGrant[] = [];
  for (const page of book.allPages()) {
    for (const action of page.actions ?? []) {
      const roles = grant.roles.filter((r) => book.actions([r], page.pid, grant.company).includes(action));
      if (roles.length > 0) out.push({ pid: page.pid, module: page.module, action, roles });
    }
  }
  return out;
}

/** Who of these people holds an action on a page, and through which roles (each in their own company). */
export function pageHolders(book: RoleBook, people: ReadonlyArray<{ userid: string; username: string; name: string }>, pid: string, action: PageAction): PageHolder[] {
  return people.flatMap((person) => {
    const grant = book.grant(person.userid);
    const roles = grant ? grant.roles.filter((r) => book.actions([r], pid, grant.company).includes(action)) : [];
    return roles.length > 0 ? [{ userid: person.userid, username: person.username, name: person.name, roles }] : [];
  });
}
