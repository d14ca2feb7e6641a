import { http, type HttpHandler } from 'msw';
import { REGISTER_PORTALS, type RegisterApply } from '../../../src/api/types.ts';
import type { Database } from '../db/Database.ts';
import { ok, safe } from '../envelope.ts';
import { readJson, route, type Fields } from '../request.ts';
import { REGISTER_RULES } from '../../../src/api/auth/rules.ts';
import { FieldErrors } from '../db/core/fieldErrors.ts';
import { textBy } from '../db/core/ruleChecks.ts';
import { between, invalidField, oneOf } from '../db/core/shapeErrors.ts';

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

/** Validates a registration application by the form's book: every refused field named at once. */
export function validateRegisterApply(body: Fields, db: Database): RegisterApply {
  const errors = new FieldErrors();
  const text = (key: Exclude<keyof typeof REGISTER_RULES, 'password'>) => textBy(errors, body[key], key, REGISTER_RULES[key]) ?? '';
  const apply: RegisterApply = {
    company: text('company'),
    contact: text('contact'),
    phone: text('phone'),
    email: text('email'),
    username: text('username'),
    // Checked like the others, kept as typed: a password's spaces are its own.
    password: textBy(errors, body.password, 'password', REGISTER_RULES.password) === undefined ? '' : String(body.password),
  };
  errors.check();
  Object.assign(apply, portalOf(body));
  if (db.accounts.isUsernameTaken(apply.username)) throw invalidField('username', 'already taken');
  return apply;
}

/** /officemerchant/app/registerApply: open registration requests (the console's, or a smart-bnb host's with the rooms they let). */
export function registerHandlers(db: Database): HttpHandler[] {
  return [
    http.post(
      route('/officemerchant/app/registerApply'),
      safe(async ({ request }) => ok(db.accounts.addRegisterApplication(validateRegisterApply(await readJson(request), db)))),
    ),
  ];
}
