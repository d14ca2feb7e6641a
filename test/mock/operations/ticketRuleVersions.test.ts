// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Envelope } from '../../../src/api/types';
import type { TicketRuleBook } from '../../../src/api/operations/ticketsTypes';
import { call, keyed, login, startMockBackend } from '../support';
import { ok } from '../pageHelpers';

/**
 * Issue 36 item 2: two editors of the company's ticket rule book (fault and service rules, calendar); the save made on the
 * older version is refused with who and when. Only the admin of the seed may edit the rules, so the two editors are two of its sessions.
 */

// A still wall clock: simulated time stays at the seed's now, 2026-11-01 00:00 in Shanghai.
const backend = startMockBackend({ now: () => Date.parse('2026-11-27T09:00:00Z') });
const RULES = 'p-service-ticket-rules';
const SEED_NOW = '2026-10-31T16:00:00.000Z';

const wo = async <T>(path: string, session: string, body: Record<string, unknown>): Promise<Envelope<T>> => (await call<T>(`/vtproxy/workorder/${path}`, { session, body: { pid: RULES, ...body } })).envelope;
const opened = async (session: string) => ok(await wo<TicketRuleBook>('rules/get', session, {}));
/** The book's form: what the rules page sends back, with one fault rule's response target changed. */
const edited = (book: TicketRuleBook, responseMinutes: number) => ({
  rules: book.rules.map((r, i) => (i === 0 ? { ...r, responseMinutes } : r)), serviceRules: book.serviceRules, calendar: book.calendar,
});
const savesOf = () => backend.db.audit.query({ resource: 'ticket-rules', action: 'ticket-rules' });

describe('the ticket rule book edited by two people', () => {
  it('refuses the save made on the older version with who saved since and when (the periods’ zone), and changes nothing', async () => {
    const admin = await login('admin', 'admin123');
    const second = await login('admin', 'admin123');
    const mine = await opened(admin);
    const theirs = await opened(second);
    expect(mine).toMatchObject({ version: 1, changedBy: '', changedAt: '', zone: 'Asia/Shanghai' });

    const saved = ok(await wo<TicketRuleBook>('rules/save', admin, { version: mine.version, ...edited(mine, 45) }));
    expect(saved).toMatchObject({ version: 2, changedBy: 'Administrator', changedAt: SEED_NOW });
    expect(saved.rules[0]!.responseMinutes).toBe(45);

    const stale = await wo<TicketRuleBook>('rules/save', second, { version: theirs.version, ...edited(theirs, 20) });
    expect(stale.status).toBe(-45409);
    expect(stale.result).toEqual({ messageKey: 'write.stale', values: { name: 'Administrator', at: SEED_NOW }, current: { version: 2, changedBy: 'Administrator', changedAt: SEED_NOW } });
    expect((await opened(second)).rules[0]!.responseMinutes).toBe(45);
    const refused = savesOf().filter((e) => e.outcome === 'refused');
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ messageKey: 'write.stale', target: 'c-1001', userid: 'u-1001' });
  });

  it('lets the second editor keep theirs on purpose: an audited overwrite', async () => {
    const admin = await login('admin', 'admin123');
    const second = await login('admin', 'admin123');
    const theirs = await opened(second);
    ok(await wo('rules/save', admin, { version: 1, ...edited(await opened(admin), 45) }));
    const kept = ok(await wo<TicketRuleBook>('rules/save', second, { version: theirs.version, overwrite: true, ...edited(theirs, 20) }));
    expect(kept).toMatchObject({ version: 3, changedBy: 'Administrator' });
    expect(kept.rules[0]!.responseMinutes).toBe(20);
    const accepted = savesOf().filter((e) => e.outcome === 'ok');
    // Newest first: the overwrite, then the first editor's save.
    expect(accepted.map((e) => e.detail)).toEqual([{ overwrote: 2 }, {}]);
  });

  it('needs the version a save was made on; another company’s book has its own', async () => {
    const admin = await login('admin', 'admin123');
    const book = await opened(admin);
    expect((await wo('rules/save', admin, edited(book, 45))).result).toEqual(keyed('request.wrongType'));
    expect((await wo('rules/save', admin, { version: 1.5, ...edited(book, 45) })).result).toEqual(keyed('request.wrongType'));
    expect((await wo('rules/save', admin, { version: 1, overwrite: 'yes', ...edited(book, 45) })).result).toEqual(keyed('request.wrongType'));
    ok(await wo('rules/save', admin, { version: 1, ...edited(book, 45) }));
    const other = await opened(await login('ggadmin', 'greengrid123'));
    expect(other).toMatchObject({ version: 1, changedBy: '' });
  });
});
