import { POLICY_MENUTYPES, type Policy, type PolicyMenutype } from '../../../../../src/api/devices/types.ts';
import { BadRequest } from '../../../envelope.ts';
import { optionalString, type Fields } from '../../../request.ts';

/**
 * The policy list's filters from a query body (one policy by did, menutype, name search, enabled state, kind), checked
 * the way a server would: a wrong value is refused with its field named, absent means "any".
 */
export function policyFilter(body: Fields): (policy: Policy) => boolean {
  const menutype = body.menutype === undefined || body.menutype === null ? undefined : Number(body.menutype);
  if (menutype !== undefined && !POLICY_MENUTYPES.includes(menutype as PolicyMenutype)) throw new BadRequest(`invalid field: menutype (expected one of ${POLICY_MENUTYPES.join(', ')})`);
  const search = (optionalString(body, 'search') ?? '').toLowerCase().slice(0, 100);
  if (body.enabled !== undefined && body.enabled !== null && typeof body.enabled !== 'boolean') throw new BadRequest('invalid field: enabled (expected true or false)');
  const enabled = typeof body.enabled === 'boolean' ? body.enabled : undefined;
  const kind = optionalString(body, 'kind') || undefined;
  const did = optionalString(body, 'did') || undefined;
  if (kind !== undefined && kind !== 'schedule' && kind !== 'trigger') throw new BadRequest('invalid field: kind (expected schedule or trigger)');
  return (p) =>
    (did === undefined || p.did === did) &&
    (menutype === undefined || p.menutype === menutype) &&
    (search === '' || p.name.toLowerCase().includes(search)) &&
    (enabled === undefined || p.enabled === enabled) &&
    (kind === undefined || p.kind === kind);
}
