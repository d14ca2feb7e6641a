// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { RegisterApply, RegisterResult } from '../../src/api/types';
import { call, keyed, startMockBackend } from './support';

const backend = startMockBackend();

const valid: RegisterApply = {
  company: '杭州绿能物业有限公司',
  contact: '陈晨',
  phone: '+86 138-0013-8000',
  email: 'chen@greenpm.cn',
  username: 'greenpm',
  password: 'secret-123',
};

const apply = (body: unknown) => call<RegisterResult>('/officemerchant/app/registerApply', { body });

describe('registerApply', () => {
  it('accepts a valid application and keeps no password', async () => {
    const { envelope } = await apply(valid);
    expect(envelope).toEqual({ status: 0, message: 'ok', result: { applyId: 'apply-0001' } });
    const [stored] = backend.db.registerApplications();
    expect(stored).toMatchObject({ applyId: 'apply-0001', username: 'greenpm', email: 'chen@greenpm.cn' });
    expect(stored).not.toHaveProperty('password');
  });

  it.each<[Partial<Record<keyof RegisterApply, unknown>>, string, string]>([
    [{ company: '' }, 'missing field: company', 'request.missingField'],
    [{ contact: '   ' }, 'missing field: contact', 'request.missingField'],
    [{ phone: undefined }, 'missing field: phone', 'request.missingField'],
    [{ phone: '12345' }, 'invalid field: phone (expected 6 to 20 digits)', 'request.invalidField'],
    [{ phone: '1'.repeat(21) }, 'invalid field: phone (expected 6 to 20 digits)', 'request.invalidField'],
    [{ phone: '138abc0000' }, 'invalid field: phone (expected 6 to 20 digits)', 'request.invalidField'],
    [{ email: 'chen.greenpm.cn' }, 'invalid field: email (expected an e-mail address)', 'request.invalidField'],
    [{ email: 'chen@localhost' }, 'invalid field: email (expected an e-mail address)', 'request.invalidField'],
    [{ username: 'admin' }, 'invalid field: username (already taken)', 'request.invalidField'],
    [{ username: 'Operator' }, 'invalid field: username (already taken)', 'request.invalidField'],
    [{ username: 'two words' }, 'invalid field: username (no spaces allowed)', 'request.invalidField'],
    [{ password: 'short' }, 'invalid field: password (at least 8 characters)', 'request.invalidField'],
    [{ password: 12345678 }, 'invalid field: password (expected a string)', 'request.wrongType'],
    [{ company: 'x'.repeat(65) }, 'invalid field: company (at most 64 characters)', 'request.atMost'],
  ])('rejects %j', async (patch, message, key) => {
    const { http, envelope } = await apply({ ...valid, ...patch });
    expect(http).toBe(200);
    expect(envelope).toEqual({ status: -1, message, result: keyed(key) });
    expect(backend.db.registerApplications()).toHaveLength(0);
  });

  it('refuses a username already pending', async () => {
    expect((await apply(valid)).envelope.status).toBe(0);
    expect((await apply({ ...valid, email: 'other@greenpm.cn' })).envelope.message).toBe(
      'invalid field: username (already taken)',
    );
  });
});
