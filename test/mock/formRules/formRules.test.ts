// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { Database } from '../../../mock/api/db/Database';
import { createHandlers } from '../../../mock/api/handlers/index';
import { send } from '../isolation/runner';
import { write } from '../isolation/samples/probe';
import { SPOILED_SAMPLES } from '../spoiled/samples';
import { casesOf, formNamesBook, formRefusal, withValue, type FormAudit } from './audit';
import { AUDITS, NO_TYPED_FIELDS } from './audits/index';

/**
 * Issue 36 §1: the client's forms check the same rules before sending. Each audited form and its
 * endpoint share a rule book; every rule of every field, broken just past its limit, is refused
 * by the form's rules and by the mock naming the field, and the limit itself passes both.
 */
const db = new Database();
const handlers = createHandlers(db);
// A reset ends the sessions: each request signs in afresh.
const sessionOf = (user = 'u-1001') => db.accounts.createSession(user).token;

interface Refusal {
  status: number;
  result?: { errors?: { field: string; rule: string; messageKey: string }[] } | null;
}

async function serverAnswer(audit: FormAudit, body: Record<string, unknown>): Promise<Refusal> {
  audit.prepare?.(db);
  const response = await send({ handlers, session: sessionOf(audit.user) }, audit.endpoint, write(body));
  return (await response.json()) as Refusal;
}

for (const audit of AUDITS) {
  describe(`${audit.endpoint} (${audit.bookName})`, () => {
    it('is sent by forms whose rules come from the book', () => {
      for (const form of audit.forms) expect(formNamesBook(form, audit.bookName), form).toBe(true);
    });
    it('accepts its sample as sent', async () => {
      expect((await serverAnswer(audit, audit.sample())).status).toBe(0);
      db.reset();
    });
    for (const [field, rules] of Object.entries(audit.book)) {
      const where = audit.at?.[field];
      const reported = where?.reported ?? where?.path ?? field;
      for (const c of casesOf(field, rules, audit.unlike?.[field])) {
        it(`${field} ${c.what}: ${c.rule ? `refused (${c.rule}) by the form and by the mock` : 'passes the form and the mock'}`, async () => {
          const formSays = await formRefusal(rules, c.value);
          const sent = typeof c.value === 'number' && where?.scale ? c.value * where.scale : c.value;
          const answer = await serverAnswer(audit, withValue(audit.sample(), where?.path ?? field, sent, c.remove));
          // A refused write changes nothing: only an accepted one sends the world back to the seed.
          if (answer.status === 0) db.reset();
          const named = (answer.result?.errors ?? []).filter((e) => e.field === reported);
          if (c.rule) {
            expect(formSays, 'the form refuses it').toBeDefined();
            expect(answer.status, 'the mock refuses it').not.toBe(0);
            expect(named.map((e) => e.rule), `the mock names ${reported}`).toContain(c.rule);
            expect(named.every((e) => e.messageKey.length > 0)).toBe(true);
          } else {
            expect(formSays, 'the form passes it').toBeUndefined();
            expect(named, `the mock passes ${reported}`).toEqual([]);
          }
        });
      }
    }
  });
}

describe('coverage', () => {
  it('holds every write endpoint to an audit or a reason it has no typed fields', () => {
    const writes = Object.entries(SPOILED_SAMPLES).filter(([, probes]) => probes.some((p) => p.kind === 'write' || p.ownWrite)).map(([endpoint]) => endpoint);
    const audited = new Set(AUDITS.map((a) => a.endpoint));
    expect(writes.filter((endpoint) => !audited.has(endpoint) && NO_TYPED_FIELDS[endpoint] === undefined)).toEqual([]);
  });
});
