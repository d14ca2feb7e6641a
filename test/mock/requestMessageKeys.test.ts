// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { HotWaterRecord } from '../../src/api/devices/types';
import type { Envelope, Paged } from '../../src/api/types';
import { RECORD_KINDS } from '../../mock/api/db/core/notFound';
import { EXPECTED_KINDS } from '../../mock/api/db/core/shapeErrors';
import { IMPORT_PROBLEMS } from '../../mock/api/db/energy/importErrors';
import { call, login, startMockBackend } from './support';

/**
 * Issue 21 §4, the leftovers: a request's shape errors, "no such …" answers, energy import errors
 * and hot-water notes carry a message key and values beside their English text, in every language.
 */

const backend = startMockBackend();
const LANGS = ['zh', 'en', 'zh_hk', 'th'] as const;
const lang = Object.fromEntries(LANGS.map((l) => [l, JSON.parse(readFileSync(path.resolve(`public/lang/${l}.json`), 'utf8')) as Record<string, string>]));

describe('each family of answer comes with its key', () => {
  it.each<[string, string, Record<string, unknown> | string, string, Record<string, unknown>]>([
    ['a missing body', '/sfsaas/api/user/login', '', 'request.body.missing', {}],
    ['a body that is not JSON', '/sfsaas/api/user/login', '{"username":', 'request.body.json', {}],
    ['a missing field', '/sfsaas/api/filter/query', { page: 1, pagesize: 10 }, 'request.missingField', { field: 'pid' }],
    ['a field of the wrong type', '/sfsaas/api/user/login', { username: 42, password: 'x' }, 'request.wrongType', { field: 'username', expected: 'string' }],
    ['a value outside its options', '/bwp/v1/getgroupdev', { type: 'commands', ids: 'x' }, 'request.invalidField', { field: 'ids' }],
    ['an unknown pid', '/sfsaas/api/filter/query', { pid: 'p-nope', page: 1, pagesize: 10 }, 'request.unknownPid', { pid: 'p-nope' }],
    ['no such store', '/vtspace/api/setting/detail', { parentbusiness: 'pb-1005', store: 'st-9999-01' }, 'request.notFound', { kind: 'store', id: 'st-9999-01' }],
    ['no such device', '/vtservice/v1/devControl', { pid: 'p-ac-split', act: 'set', did: 'sp-st-1005-01-01-f01-r02-ac99', cmd: { on: true } }, 'request.notFound', { kind: 'device', id: 'sp-st-1005-01-01-f01-r02-ac99' }],
  ])('%s', async (_, url, body, messageKey, values) => {
    const { envelope } = await call(url, { session: await login(), body });
    expect(envelope.status).toBe(-1);
    expect(envelope.result).toEqual({ messageKey, ...(Object.keys(values).length > 0 ? { values } : {}) });
  });

  it('a missing query parameter (third-party sign-in)', async () => {
    const { envelope } = await call('/sfsaas/api/user/thirdlogin?type=partner', { method: 'GET' });
    expect(envelope).toEqual({ status: -1, message: 'missing parameter: ticket', result: { messageKey: 'request.missingParameter', values: { name: 'ticket' } } });
  });

  it('an energy import the server cannot read', async () => {
    const form = new FormData();
    form.append('file', new Blob([strToU8('type,level,value\noffice,guide,60\n')], { type: 'text/csv' }), 'a.csv');
    const response = await fetch('http://localhost/businessstatistics/api/energymanage/import?pid=p-energy-standard', { method: 'POST', headers: { loginsession: await login('operator', 'operator123') }, body: form });
    expect(((await response.json()) as Envelope<unknown>).result).toEqual({ messageKey: 'energy.import.header', values: { header: 'buildingtype,level,value' } });
  });

  it('hot-water records: every note has its key, with a message in English', () => {
    const admin = backend.db.accounts.userById('u-1001')!;
    const page = backend.db.plans.query(admin, 'hotwater-records', { pid: 'p-hot-water-maintance', store: 'st-1005-01', page: 1, pagesize: 500 }) as Paged<HotWaterRecord>;
    expect(page.data.length).toBeGreaterThan(20);
    for (const record of page.data) expect(lang.en![record.noteKey!.messageKey], record.note).toBeDefined();
    const descaled = page.data.find((r) => r.task === 'descaling')!;
    expect(descaled).toMatchObject({ note: 'Tank descaled, anode OK', noteKey: { messageKey: 'devices.hotwater.note.descaled' } });
  });
});

describe('every key of these families has its message in every language', () => {
  it('request.notFound names each kind of record, request.wrongType each kind of value', () => {
    for (const l of LANGS) {
      for (const kind of RECORD_KINDS) expect(lang[l]!['request.notFound'], `${l}: ${kind}`).toContain(` ${kind} {`);
      for (const kind of EXPECTED_KINDS) expect(lang[l]!['request.wrongType'], `${l}: ${kind}`).toContain(` ${kind} {`);
    }
  });

  it('energy.import.<problem> for each problem a file may have', () => {
    const missing = LANGS.flatMap((l) => IMPORT_PROBLEMS.filter((p) => lang[l]![`energy.import.${p}`] === undefined).map((p) => `${l}: ${p}`));
    expect(missing).toEqual([]);
  });
});

/** Every .ts file of the mock. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? sources(file) : name.endsWith('.ts') ? [file] : [];
  });
}

describe('no answer of these families is written without a key', () => {
  it('the mock never builds one from bare text (the keyed helpers build them: shapeErrors, notFound, importErrors; sign-in refusals too)', () => {
    const BARE = /new BadRequest\(\s*['`](missing |invalid |unknown |unsupported |no such |file too large|read-only |JSON body|no plans|no tree|Invalid |Unknown )|message: ['`]no such /;
    const bare = sources(path.resolve('mock/api')).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (BARE.test(line) ? [`${path.relative(process.cwd(), file)}:${index + 1}`] : [])),
    );
    expect(bare).toEqual([]);
  });
});
