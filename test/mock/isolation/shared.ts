/**
 * Endpoints meant to answer the same to everyone, or only about the caller: the matrix does not
 * probe them with another company's ids. Each with the reason; anything else must have a sample.
 */
export const SHARED_ENDPOINTS: Readonly<Record<string, string>> = {
  'POST /sfsaas/api/user/login': 'sign-in: answers only about the account whose password is sent',
  'POST /sfsaas/api/user/tokenlogin': 'sign-in by a permanent token: answers only about the token’s own account',
  'GET /sfsaas/api/user/thirdlogin': 'third-party sign-in: answers only about the ticket’s own account',
  'POST /sfsaas/api/user/firstpassword': 'first sign-in: sets the own password of the account whose one-time password is sent',
  'POST /sfsaas/api/user/logout': 'ends the caller’s own session (and would end the probe’s)',
  'POST /officemerchant/app/registerApply': 'registration of a new company, before any company is chosen',
  'POST /sfsaas/api/tenant/basicinfo': 'tenant branding by host name, read before sign-in',
  'POST /sfsaas/api/tenant/icon': 'tenant branding by host name, read before sign-in',
  'POST /sfsaas/api/proxy': 'tenant snapshots by host name (branding), read before sign-in',
  'POST /__mock__/control': 'the mock’s own control for tests and the bench, refused without its header',
  'POST /sfsaas/api/user/password': 'changes the caller’s own password',
  'POST /sfsaas/api/user/profile': 'changes the caller’s own nickname and avatar, and answers only those',
  'GET /vtproxy/video/([\\w-]+)/([\\w.]+)': 'the demo’s fixed sample clips, the same files for every company',
  'GET /sfsaas/api/openapi.json': 'the API contract, one document for everyone (issue 38 item 7)',
};
