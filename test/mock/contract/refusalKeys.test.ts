// @vitest-environment node
import { getResponse, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { Database } from '../../../mock/api/db/Database';
import { createHandlers } from '../../../mock/api/handlers/index';
import { checkedHandlers } from '../../../mock/api/contract/checkedHandlers';
import { ContractCheck } from '../../../mock/api/contract/contractCheck';
import { loadContract } from '../../../mock/api/contract/document';

const LOGIN = 'http://localhost/sfsaas/api/user/login';

/** Signs in through checked handlers (the mock's, or a stand-in answering `refusal`) and returns what the check found. */
async function signIn(password: string, refusal?: unknown) {
  const check = new ContractCheck({ requests: true, unknownCalls: true });
  const handlers = refusal === undefined ? createHandlers(new Database()) : [http.post(/\/sfsaas\/api\/user\/login$/, () => HttpResponse.json(refusal))];
  const request = new Request(LOGIN, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password }) });
  const answer = (await (await getResponse(checkedHandlers(handlers, check), request))!.json()) as { status: number; result: unknown };
  return { answer, violations: check.take() };
}

describe('the refusals’ message keys in the contract', () => {
  it('lets a real refusal through: its key is one the mock answers with', async () => {
    const { answer, violations } = await signIn('wrong');
    expect(answer).toMatchObject({ status: -1, result: { messageKey: 'auth.refusal.credentials' } });
    expect(violations).toEqual([]);
  });

  it('fails a refusal whose key is none of MessageKey', async () => {
    const { violations } = await signIn('wrong', { status: -1, message: 'no', result: { messageKey: 'auth.refusal.credential' } });
    expect(violations).toEqual([
      { side: 'answer', method: 'POST', path: '/sfsaas/api/user/login', error: 'answer/result/messageKey must be equal to one of the allowed values ("auth.refusal.credential")' },
    ]);
  });

  it('fails a field refusal whose error carries an unknown key', async () => {
    const errors = [{ field: 'username', rule: 'required', messageKey: 'validation.required', message: 'invalid field: username (required)' }, { field: 'password', rule: 'pattern', messageKey: 'validation.passwrd', message: 'invalid field: password' }];
    const { violations } = await signIn('', { status: -1, message: 'invalid field: username (required)', result: { errors } });
    expect(violations.map((v) => v.error)).toEqual(['answer/result/errors/1/messageKey must be equal to one of the allowed values ("validation.passwrd")']);
  });

  it('holds the keys the mock builds (template parts of literal types, constants, the console rules it runs), not the console’s own', () => {
    const keys = (loadContract().components.schemas.MessageKey as { enum: string[] }).enum;
    expect(keys).toEqual(expect.arrayContaining(['request.body.json', 'validation.required', 'admin.personal.rule.length', 'admin.stores.error.parent', 'tools.menu.issue.notModule', 'uploads.server.protocol']));
    // Shown by the console when an upload fails without a server key: never a key the mock sends.
    expect(keys).not.toContain('uploads.failed');
  });
});
