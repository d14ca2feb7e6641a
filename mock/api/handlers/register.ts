import { http, type HttpHandler } from 'msw';
import { REGISTER_PORTALS, type RegisterApply } from '../../../src/api/types.ts';
import type { Database } from '../db/Database.ts';
import { ok, safe } from '../envelope.ts';
import { readJson, requireString, route, type Fields } from '../request.ts';
import { atMost, between, invalidField, oneOf } from '../db/core/shapeErrors.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?\d{6,20}$/;
const MAX_LENGTH = 64;
const MAX_ROOMS = 500;

/** The portal applied for (the console unless said) and, for a smart-bnb host, how many rooms they let (1–500). */
function portalOf(body: Fields): Pick<RegisterApply, 'portal' | 'rooms'> {
  const portal = body.portal ?? 'cem';
  if (typeof portal !== 'string' || !(REGISTER_PORTALS as readonly string[]).includes(portal)) throw invalidField('portal', `expected ${REGISTER_PORTALS.join(' or ')}`, oneOf(REGISTER_PORTALS));
  if (portal !== 'smart-bnb') {
    if (body.rooms !== undefined) throw invalidField('rooms', 'only a smart-bnb application lets rooms');
    return {};
  }
  const rooms = body.rooms;
  if (typeof rooms !== 'number' || !Number.isInteger(rooms) || rooms < 1 || rooms > MAX_ROOMS) throw invalidField('rooms', `expected 1 to ${MAX_ROOMS} rooms`, between(1, MAX_ROOMS));
  return { portal, rooms };
}

/** Validates a registration application; each failure names its field. */
export function validateRegisterApply(body: Fields, db: Database): RegisterApply {
  const apply: RegisterApply = {
    company: requireString(body, 'company'),
    contact: requireString(body, 'contact'),
    phone: requireString(body, 'phone'),
    email: requireString(body, 'email'),
    username: requireString(body, 'username'),
    password: requireString(body, 'password', false),
  };
  for (const [key, value] of Object.entries(apply)) {
    if (value.length > MAX_LENGTH) throw invalidField(key, `at most ${MAX_LENGTH} characters`, atMost(MAX_LENGTH));
  }
  Object.assign(apply, portalOf(body));
  // Spaces and dashes are how people type phone numbers; only the digits count.
  if (!PHONE.test(apply.phone.replace(/[\s-]/g, ''))) {
    throw invalidField('phone', 'expected 6 to 20 digits');
  }
  if (!EMAIL.test(apply.email)) throw invalidField('email', 'expected an e-mail address');
  if (/\s/.test(apply.username)) throw invalidField('username', 'no spaces allowed');
  if (apply.password.length < 8) throw invalidField('password', 'at least 8 characters');
  if (db.isUsernameTaken(apply.username)) throw invalidField('username', 'already taken');
  return apply;
}

/** /officemerchant/app/registerApply: open registration requests (the console's, or a smart-bnb host's with the rooms they let). */
export function registerHandlers(db: Database): HttpHandler[] {
  return [
    http.post(
      route('/officemerchant/app/registerApply'),
      safe(async ({ request }) => ok(db.addRegisterApplication(validateRegisterApply(await readJson(request), db)))),
    ),
  ];
}
