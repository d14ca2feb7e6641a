import type { IntlShape } from 'react-intl';
import type { AuditName } from '../../../api/admin/auditTypes';
import { isScope } from './fieldDiff';

/** A grant as the role book writes it: `a:<pid>:<action>`. */
const GRANT_RE = /^a:([^:]+):([a-z]+)$/;

const has = (intl: IntlShape, id: string) => Object.hasOwn(intl.messages, id);

/** `pile-stop` → "Pile stop": an operation no language file names yet still reads as words. */
export function deKebab(op: string): string {
  const words = op.replace(/[-_.]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : op;
}

/** An operation in the reader's language (`audit.op.<op>`), else its words. */
export function opText(intl: IntlShape, op: string): string {
  const id = `audit.op.${op}`;
  return has(intl, id) ? intl.formatMessage({ id }) : deKebab(op);
}

/** A resource kind in the reader's language (`audit.resource.<kind>`), else its words; '—' for none. */
export function resourceText(intl: IntlShape, kind: string): string {
  if (!kind) return '—';
  const id = `audit.resource.${kind}`;
  return has(intl, id) ? intl.formatMessage({ id }) : deKebab(kind);
}

/** `priceCents` → "Price cents", `room_name` → "Room name": a field no language file names yet still reads as words. */
export function deCamel(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_.]+/g, ' ').trim().toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : name;
}

/**
 * A changed field's dotted path in the reader's language: each name by the resource kind's own
 * word (`audit.field.<kind>.<name>`), else the common one (`audit.field.<name>`), else its words;
 * a position in a list as its number from 1 (`versions.2.from` → "Version 3 › Valid from").
 */
export function fieldText(intl: IntlShape, kind: string, path: string): string {
  const parts: string[] = [];
  for (const segment of path.split('.')) {
    if (/^\d+$/.test(segment)) {
      const position = String(Number(segment) + 1);
      parts.push(parts.length ? `${parts.pop()!} ${position}` : `#${position}`);
      continue;
    }
    const own = `audit.field.${kind}.${segment}`;
    const common = `audit.field.${segment}`;
    parts.push(kind && has(intl, own) ? intl.formatMessage({ id: own }) : has(intl, common) ? intl.formatMessage({ id: common }) : deCamel(segment));
  }
  return parts.join(' › ');
}

/** A name the audit sent: a page by its menu title in the reader's language, else the name itself. */
export function nameText(intl: IntlShape, name: AuditName): string {
  const id = name.menu ? `menu.${name.menu}` : '';
  return id && has(intl, id) ? intl.formatMessage({ id }) : name.name;
}

/** Reads the ids of an entry as names: grants as "View on Carbon overview", scopes as store names, lists joined. */
export class AuditReader {
  constructor(
    private readonly intl: IntlShape,
    private readonly names: Readonly<Record<string, AuditName>> = {},
  ) {}

  /** An id's name, or the id when it has none. */
  id(id: string): string {
    const name = this.names[id];
    return name ? nameText(this.intl, name) : id;
  }

  private grant(pid: string, action: string): string {
    const actionId = `admin.roles.action.${action}`;
    const word = has(this.intl, actionId) ? this.intl.formatMessage({ id: actionId }) : deKebab(action);
    return this.intl.formatMessage({ id: 'admin.audit.grantOn' }, { action: word, page: this.id(pid) });
  }

  private scope(scope: { kind: string; stores?: string[]; parents?: string[] }): string {
    const ids = scope.kind === 'stores' ? (scope.stores ?? []) : scope.kind === 'parents' ? (scope.parents ?? []) : [];
    return this.intl.formatMessage({ id: `admin.audit.scope.${scope.kind}` }, { names: ids.map((id) => this.id(id)).join(', ') });
  }

  /** A value in one short line, cut at `max` characters ('—' for none). */
  value(value: unknown, max = 160): string {
    const text = this.full(value);
    return text.length > max ? `${text.slice(0, max - 1)}…` : text;
  }

  private full(value: unknown): string {
    if (value === undefined || value === null || value === '') return '—';
    if (typeof value === 'string') {
      const grant = GRANT_RE.exec(value);
      return grant ? this.grant(grant[1]!, grant[2]!) : this.id(value);
    }
    if (typeof value === 'boolean') return this.intl.formatMessage({ id: value ? 'admin.audit.yes' : 'admin.audit.no' });
    if (typeof value !== 'object') return String(value);
    if (Array.isArray(value)) return value.length === 0 ? '—' : value.map((item) => this.full(item)).join(', ');
    if (isScope(value)) return this.scope(value);
    return JSON.stringify(value) ?? '';
  }
}
