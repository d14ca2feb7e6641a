import { POLICY_MENUTYPES, type PolicyRecord, type PolicyMenutype } from '../../../../../src/api/devices/types.ts';
import { optionalString, type Fields } from '../../../request.ts';
import { expected, invalidField, oneOf } from '../../core/shapeErrors.ts';

/**
 * The policy list's filters from a query body (one policy by did, menutype, name search, enabled state, kind), checked
 * the way a server would: a wrong value is refused with its field named, absent means "any".
 */
export function policyFilter(body: Fields): (policy: PolicyRecord) => boolean {
  const menutype = body.menutype === undefined || body.menutype === null ? undefined : Number(body.menutype);
  if (menutype !== undefined && !POLICY_MENUTYPES.includes(menutype as PolicyMenutype)) throw invalidField('menutype', `expected one of ${POLICY_MENUTYPES.join(', ')}`, oneOf(POLICY_MENUTYPES));
  const search = (optionalString(body, 'search') ?? '').toLowerCase().slice(0, 100);
  if (body.enabled !== undefined && body.enabled !== null && typeof body.enabled !== 'boolean') throw invalidField('enabled', 'expected true or false', expected('boolean'));
  const enabled = typeof body.enabled === 'boolean' ? body.enabled : undefined;
  const kind = optionalString(body, 'kind') || undefined;
  const did = optionalString(body, 'did') || undefined;
  if (kind !== undefined && kind !== 'schedule' && kind !== 'trigger') throw invalidField('kind', 'expected schedule or trigger');
  return (p) =>
    (did === undefined || p.did === did) &&
    (menutype === undefined || p.menutype === menutype) &&
    (search === '' || p.name.toLowerCase().includes(search)) &&
    (enabled === undefined || p.enabled === enabled) &&
    (kind === undefined || p.kind === kind);
}
