import type { NavigationStyle } from '../../../../src/api/types.ts';
import { NAV_COLOUR_RULES } from '../../../../src/api/tools/rules.ts';
import { NAV_COLOUR_KEYS, type NavigationStyleAnswer } from '../../../../src/api/tools/navigationStyleTypes.ts';
import { TOOLS_PIDS } from '../../../../src/api/tools/types.ts';
import type { ResourceRef } from '../core/access/Access.ts';
import { Refusal } from '../core/access/refusal.ts';
import { FieldErrors, objectAt } from '../core/fieldErrors.ts';
import { textBy } from '../core/ruleChecks.ts';
import type { SentVersion } from '../core/versions.ts';
import type { Writes } from '../core/writes.ts';
import type { UserRecord } from '../users.ts';

export interface NavigationStyleSources {
  /** The seeded styles by tenant host name (tenants.ts). */
  seed: Readonly<Record<string, NavigationStyle>>;
  /** The tenant (its stored host name) a request's host belongs to: the default tenant for an unknown host. */
  tenantOf: (host: string) => string;
  /** The tenant host name of the user's company ('' when it has none). */
  companyTenant: (user: UserRecord) => string;
  writes: Writes;
}

/** The style of one tenant, reached through the navigation-style page only. */
const styleRef = (tenant: string): ResourceRef => ({ type: 'navigation-style', id: tenant, pages: [TOOLS_PIDS.navigationStyle] });

/** The six colours of a save, each #rgb or #rrggbb (kept lowercase), or the field errors. */
export function navigationStyleInput(raw: unknown): Required<NavigationStyle> {
  const errors = new FieldErrors();
  const body = objectAt(errors, raw, 'style');
  const style: Partial<Record<keyof NavigationStyle, string>> = {};
  for (const key of NAV_COLOUR_KEYS) {
    if (!body) break;
    const colour = textBy(errors, body[key], `style.${key}`, NAV_COLOUR_RULES.colour);
    if (colour !== undefined) style[key] = colour.toLowerCase();
  }
  errors.check();
  return style as Required<NavigationStyle>;
}

/**
 * The tenants' navigation styles as /vts/api/menu/get sends them (by the request's host), and
 * their one audited write. Seeded from tenants.ts; back to the seed on reset.
 */
export class NavigationStyles {
  private readonly styles: Map<string, NavigationStyle>;

  constructor(private readonly sources: NavigationStyleSources) {
    this.styles = new Map(Object.entries(structuredClone(sources.seed)));
  }

  /** JSON text of the host's tenant style for menu/get, or '' when the tenant has none. */
  json(host: string): string {
    const style = this.styles.get(this.sources.tenantOf(host));
    return style ? JSON.stringify(style) : '';
  }

  private answer(user: UserRecord, tenant: string): NavigationStyleAnswer {
    const stamp = this.sources.writes.versions.of('navigation-style', tenant);
    return { style: structuredClone(this.styles.get(tenant) ?? {}), tenant, owned: this.sources.companyTenant(user) === tenant, ...stamp };
  }

  get(user: UserRecord, pid: string, host: string): NavigationStyleAnswer {
    const tenant = this.sources.tenantOf(host);
    this.sources.writes.access.check(user, pid, 'view', styleRef(tenant));
    return this.answer(user, tenant);
  }

  /**
   * Replaces the tenant's six colours: needs edit on the page, and the user's company must own the
   * tenant; made on an older version than the style's, it is refused with who and when.
   */
  save(user: UserRecord, pid: string, host: string, raw: unknown, sent: SentVersion): NavigationStyleAnswer {
    const tenant = this.sources.tenantOf(host);
    const spec = { pid, needs: 'edit' as const, area: 'records' as const, op: 'navigation-style-set', resource: styleRef(tenant), detail: { style: raw }, before: () => this.styles.get(tenant) ?? null };
    return this.sources.writes.run(user, spec, () => {
      // Another company's console (its host) keeps its colours, whatever the role allows.
      if (this.sources.companyTenant(user) !== tenant) {
        throw new Refusal(`tenant ${tenant} is not the user's company's`, 'tools.navStyle.error.otherTenant', { tenant });
      }
      const style = navigationStyleInput(raw);
      const detail = this.sources.writes.versions.save(user, 'navigation-style', tenant, sent, () => this.styles.set(tenant, style));
      return { answer: this.answer(user, tenant), after: structuredClone(style), detail: { style: raw, ...detail } };
    });
  }
}
