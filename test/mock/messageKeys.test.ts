// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BillPage } from '../../src/api/billing/billsTypes';
import { SPACE_PID } from '../../src/api/devices/types';
import type { ValidationFailure } from '../../src/api/pageConfig';
import { CRITICAL, REFUSALS, refusalSaid } from '../../mock/api/db/devices/catalog';
import { BILL_WORDS, SPACES_WORDS } from '../../src/screens/billing/shared/errorWords';
import { POLICY_WORDS } from '../../src/screens/devices/policies/formErrors';
import { call, login, startMockBackend } from './support';

/** Issue 21 §4: every refusal and field error the mock sends carries a message key and values, and each key has a message. */

const backend = startMockBackend();
const en = JSON.parse(readFileSync(path.resolve('public/lang/en.json'), 'utf8')) as Record<string, string>;
const envelope = async (url: string, session: string, body: Record<string, unknown>) => (await call<unknown>(url, { session, body })).envelope;

describe('refusals carry their message key and values', () => {
  it('space tree: a wrong parent is a field error with its key; a space with things bound refuses its deletion with its counts', async () => {
    const admin = await login('admin', 'admin123');
    const write = (body: Record<string, unknown>) => envelope('/vtservice/v1/devControl', admin, { pid: SPACE_PID, ...body });
    const moved = await write({ act: 'set', did: 'sp-st-1005-01-03-f02-r02', cmd: { parent: 'sp-st-1005-01-03' } });
    expect((moved.result as ValidationFailure).errors).toEqual([
      expect.objectContaining({ field: 'parent', messageKey: 'validation.space.wrongParent', values: { level: 'room', parentLevel: 'building', parent: expect.any(String) } }),
    ]);
    const removed = await write({ act: 'delete', did: 'sp-st-1005-01-01-f01-r03' });
    expect(removed.message).toMatch(/^cannot delete 103 设备房/);
    expect(removed.result).toEqual({ messageKey: 'space.refusal.deleteBound', values: { space: '103 设备房', devices: 7, meters: 14 } });
  });

  it('billing: voiding a bill with payments names the bill in its values', async () => {
    const operator = await login('operator', 'operator123');
    const bills = (await call<BillPage>('/vtspace/api/bill/list', { session: operator, body: { pid: 'p-bill-managemant', store: 'st-1005-01', page: 1, pagesize: 50, state: 'partial' } })).envelope;
    const partial = bills.result.data[0]!;
    const refused = await envelope('/vtspace/api/bill/void', operator, { pid: 'p-bill-managemant', did: partial.did, reason: 'wrong tenant' });
    expect(refused.result).toEqual({ messageKey: 'billing.refusal.hasPayments', values: { number: partial.number } });
  });

  it('access: a role without control is refused -45403 with access.noPermission and the action', async () => {
    const viewer = await login('viewer', 'viewer123');
    const refused = await envelope('/vtservice/v1/devControl', viewer, { pid: 'p-ac-split', act: 'set', did: 'sp-st-1005-01-01-f01-r02-ac1', cmd: { on: true } });
    expect(refused.status).toBe(-45403);
    expect(refused.result).toEqual({ messageKey: 'access.noPermission', values: { action: 'control', pid: 'p-ac-split' } });
  });

  it('a command the device refuses fails with its key', () => {
    for (const text of REFUSALS) expect(en[refusalSaid(text).key.messageKey], text).toBeDefined();
  });
  void backend;
});

/** Every .ts file of the mock (tests aside). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? sources(file) : /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [file] : [];
  });
}

describe('every key the mock sends has a message', () => {
  const words = [BILL_WORDS, SPACES_WORDS, POLICY_WORDS];
  /** The key's message as it is, or under a screen's words (validation.billing.x → billing.bills.error.x). */
  const hasMessage = (key: string) => en[key] !== undefined || words.some((w) => w.from && key.startsWith(w.from) && en[`${w.to}${key.slice(w.from.length)}`] !== undefined);

  it('literal keys in the mock sources', () => {
    const keys = new Set<string>();
    for (const file of sources(path.resolve('mock/api'))) {
      for (const m of readFileSync(file, 'utf8').matchAll(/['`]((?:validation|access|devices|billing|space|command|request|energy|auth)\.[A-Za-z0-9_.-]+)['`]/g)) keys.add(m[1]!);
    }
    expect(keys.size).toBeGreaterThan(80);
    expect([...keys].filter((k) => !hasMessage(k))).toEqual([]);
  });

  it('keys built from templates: critical circuits and the generic rules', () => {
    const built = [...Object.keys(CRITICAL).map((type) => `devices.critical.${type}`), ...['required', 'min', 'max', 'maxLength', 'type', 'option', 'link', 'pattern'].map((r) => `validation.${r}`)];
    expect(built.filter((k) => !hasMessage(k))).toEqual([]);
  });
});
