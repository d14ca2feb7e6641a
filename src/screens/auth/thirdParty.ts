import type { ThirdLoginQuery } from '../../api/types';

const MAX_PARAM = 4096;

function param(search: URLSearchParams, key: string): string | undefined {
  const value = search.get(key)?.trim();
  return value && value.length <= MAX_PARAM ? value : undefined;
}

/**
 * Which third-party entry a query asks for (spec §5): ticket → partner, clientId+code → cmi,
 * token → encrypted token; null → go to login.
 */
export function thirdPartyFromQuery(search: string | URLSearchParams): ThirdLoginQuery | null {
  const q = typeof search === 'string' ? new URLSearchParams(search) : search;
  const ticket = param(q, 'ticket');
  if (ticket) return { type: 'partner', ticket };
  const clientId = param(q, 'clientId');
  const code = param(q, 'code');
  if (clientId && code) return { type: 'cmi', clientId, code };
  const token = param(q, 'token');
  if (token) return { type: 'token', token };
  return null;
}

/** The `token` of a token-login link (`/login?token=…`), or null; the same bounds as the entries above. */
export function loginTokenFromQuery(search: string): string | null {
  return param(new URLSearchParams(search), 'token') ?? null;
}
