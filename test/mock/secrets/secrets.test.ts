// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { Database } from '../../../mock/api/db/Database';
import { seededSecrets } from '../../../mock/api/db/core/secrets';

/** Tokens, one-time passwords and file ids come from a cryptographic source, not the seeded world. */

const ADMIN = 'u-1001';

/** The first one-time password a fresh database hands out (an invited user's). */
function firstPassword(db: Database): string {
  const admin = { ...db.accounts.userById(ADMIN)!, ip: '127.0.0.1' };
  return db.admin.staff.create(admin, { username: 'first.user', name: 'First', roles: ['viewer'], scope: { kind: 'stores', stores: ['st-1005-01'] } }).password;
}

/** The first session token, permanent token, uploaded file id and one-time password of a database. */
function firsts(db: Database) {
  const user = db.accounts.userById(ADMIN)!;
  return {
    session: db.accounts.createSession(ADMIN).token,
    permanent: db.accounts.issuePermanentToken(ADMIN),
    file: db.files.add(user, 'a.txt', 'text/plain', new Uint8Array([1])).did,
    password: firstPassword(db),
  };
}

describe('secrets', () => {
  it('differ between two fresh databases of the same seed, and after a reset', () => {
    const a = new Database();
    const b = new Database();
    const first = firsts(a);
    const second = firsts(b);
    expect(first.password).toMatch(/^Tmp-[0-9a-f]{10}$/);
    expect(first.session).toMatch(/^ls-[0-9a-f]{32}$/);
    expect(first.permanent).toMatch(/^pt-[0-9a-f]{32}$/);
    expect(first.file).toMatch(/^file-[0-9a-f]{32}$/);
    expect(second.password).not.toBe(first.password);
    expect(second.session).not.toBe(first.session);
    expect(second.permanent).not.toBe(first.permanent);
    expect(second.file).not.toBe(first.file);
    a.reset();
    const again = firsts(a);
    expect(again.password).not.toBe(first.password);
    expect(again.file).not.toBe(first.file);
    // The seeded world is the same in both: only the secrets differ.
    expect(JSON.stringify(a.seedData().businesses)).toBe(JSON.stringify(b.seedData().businesses));
  });

  it('repeat when a test injects a seeded source', () => {
    const first = firsts(new Database({ secrets: seededSecrets(7) }));
    const second = firsts(new Database({ secrets: seededSecrets(7) }));
    expect(second).toEqual(first);
    expect(firsts(new Database({ secrets: seededSecrets(8) })).password).not.toBe(first.password);
  });
});
