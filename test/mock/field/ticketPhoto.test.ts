// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { UPLOAD_FIELD, type FileRecord } from '../../../src/api/pageConfig';
import type { Envelope } from '../../../src/api/types';
import { ok, post, query, type Rec } from '../pageHelpers';
import { login, startMockBackend } from '../support';

/** A work order on site: the maintainer takes it, attaches a photo (an audited ticket-photo write) and resolves it with a note. */

const backend = startMockBackend({ now: () => Date.parse('2026-11-27T09:00:00Z') });
const PID = 'p-fault-tickets';
/** The smallest PNG: one transparent pixel. */
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

let maintainer = '';
beforeEach(async () => {
  maintainer = await login('maintainer', 'maintainer123');
});

async function upload(session: string, name = 'site.png'): Promise<FileRecord> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, new Blob([PNG], { type: 'image/png' }), name);
  const response = await fetch('http://localhost/vt/staticfile/upload', { method: 'POST', headers: { loginsession: session }, body: form });
  return ok((await response.json()) as Envelope<FileRecord>);
}

const update = (session: string, did: string, cmd: Record<string, unknown>) => post(session, 'filter/update', { pid: PID, did, cmd });
const info = async (did: string) => ok(await post<Rec>(maintainer, 'filter/vtinfo', { pid: PID, did }));
/** A pending order the maintainer took and started. */
async function started(): Promise<Rec> {
  const ticket = ok(await query(maintainer, PID, { filter: { status: 'pending' }, pagesize: 1 })).data[0]!;
  ok(await update(maintainer, ticket.did, { status: 'assigned', assignee: '运维张工' }));
  ok(await update(maintainer, ticket.did, { status: 'processing' }));
  return ticket;
}
const auditOf = (did: string) => backend.db.audit.query({}).filter((e) => e.target === did).reverse();

describe('a work order on site', () => {
  it('is taken, photographed and resolved with a note, each step audited with its before and after', async () => {
    const ticket = ok(await query(maintainer, PID, { filter: { status: 'pending' }, pagesize: 1 })).data[0]!;
    expect(ticket.assignee).toBe('');
    expect((await update(maintainer, ticket.did, { status: 'assigned', assignee: '运维张工' })).status).toBe(0);
    expect((await update(maintainer, ticket.did, { status: 'processing' })).status).toBe(0);
    const photo = await upload(maintainer);
    expect((await update(maintainer, ticket.did, { photo: photo.did })).status).toBe(0);
    expect((await update(maintainer, ticket.did, { status: 'resolved', resolvenote: '更换熔断器，恢复供电' })).status).toBe(0);
    expect(await info(ticket.did)).toMatchObject({ status: 'resolved', assignee: '运维张工', photo: photo.did, resolvenote: '更换熔断器，恢复供电', resolvetime: '2026-10-31T16:00:00.000Z' });
    const entries = auditOf(ticket.did);
    expect(entries.map((e) => [e.action, e.outcome])).toEqual([['ticket-assign', 'ok'], ['ticket-start', 'ok'], ['ticket-photo', 'ok'], ['ticket-resolve', 'ok']]);
    expect(entries[2]).toMatchObject({ before: expect.objectContaining({ photo: '' }), after: expect.objectContaining({ photo: photo.did }) });
  });

  it("refuses another company's file, and a file that is none, as a photo: the ticket keeps its own", async () => {
    const ticket = await started();
    const theirs = await upload(await login('ggadmin', 'greengrid123'));
    for (const did of [theirs.did, 'f-nothing']) {
      const answer = await update(maintainer, ticket.did, { photo: did });
      expect([answer.status, answer.result]).toEqual([-1, { errors: [expect.objectContaining({ field: 'photo', messageKey: 'validation.link' })] }]);
    }
    expect((await info(ticket.did)).photo).toBe('');
    expect(auditOf(ticket.did).map((e) => [e.action, e.outcome]).slice(2)).toEqual([['ticket-photo', 'refused'], ['ticket-photo', 'refused']]);
  });

  it('keeps a resolution note within 500 characters', async () => {
    const ticket = await started();
    const answer = await update(maintainer, ticket.did, { status: 'resolved', resolvenote: 'x'.repeat(501) });
    expect(answer.status).toBe(-1);
    expect((await info(ticket.did)).status).toBe('processing');
  });
});
