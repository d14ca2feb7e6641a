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
    const [stored] = backend.db.accounts.registerApplications();
    expect(stored).toMatchObject({ applyId: 'apply-0001', username: 'greenpm', email: 'chen@greenpm.cn' });
    expect(stored).not.toHaveProperty('password');
  });

  // The form's book (src/api/auth/rules.ts): each refusal names the field, its rule and its message key.
  it.each<[Partial<Record<keyof RegisterApply, unknown>>, string, string, string]>([
    [{ company: '' }, 'company', 'required', 'validation.required'],
    [{ contact: '   ' }, 'contact', 'required', 'validation.required'],
    [{ phone: undefined }, 'phone', 'required', 'validation.required'],
    [{ phone: '12345' }, 'phone', 'pattern', 'register.phoneInvalid'],
    [{ phone: '1'.repeat(21) }, 'phone', 'pattern', 'register.phoneInvalid'],
    [{ phone: '138abc0000' }, 'phone', 'pattern', 'register.phoneInvalid'],
    [{ email: 'chen.greenpm.cn' }, 'email', 'pattern', 'register.emailInvalid'],
    [{ email: 'chen@localhost' }, 'email', 'pattern', 'register.emailInvalid'],
    [{ username: 'two words' }, 'username', 'pattern', 'register.usernameSpaces'],
    [{ password: 'short' }, 'password', 'minLength', 'validation.minLength'],
    [{ password: 12345678 }, 'password', 'type', 'validation.type'],
    [{ company: 'x'.repeat(65) }, 'company', 'maxLength', 'validation.maxLength'],
  ])('rejects %j', async (patch, field, rule, messageKey) => {
    const { http, envelope } = await apply({ ...valid, ...patch });
    expect(http).toBe(200);
    expect(envelope).toMatchObject({ status: -1, message: expect.stringContaining(`invalid field: ${field} (`), result: { errors: [expect.objectContaining({ field, rule, messageKey })] } });
    expect(backend.db.accounts.registerApplications()).toHaveLength(0);
  });

  it.each([['admin'], ['Operator']])('refuses the taken user name %s', async (username) => {
    const { envelope } = await apply({ ...valid, username });
    expect(envelope).toEqual({ status: -1, message: 'invalid field: username (already taken)', result: keyed('request.invalidField') });
  });

  it('refuses a username already pending', async () => {
    expect((await apply(valid)).envelope.status).toBe(0);
    expect((await apply({ ...valid, email: 'other@greenpm.cn' })).envelope.message).toBe(
      'invalid field: username (already taken)',
    );
  });
});
