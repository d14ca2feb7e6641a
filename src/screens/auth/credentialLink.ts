/** Query parameters that carry a sign-in credential (login token, partner ticket, cmi client code). */
const CREDENTIAL_PARAMS = ['token', 'ticket', 'clientId', 'code'];

/**
 * The query without its sign-in credentials, '' when nothing else is left: a credential must
 * not stay in the address bar, the history, a bookmark or a shared link.
 */
export function withoutCredentials(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of CREDENTIAL_PARAMS) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

export function hasCredentials(search: string): boolean {
  const params = new URLSearchParams(search);
  return CREDENTIAL_PARAMS.some((name) => params.has(name));
}
