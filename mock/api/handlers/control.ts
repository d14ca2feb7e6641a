import { http, HttpResponse, type HttpHandler } from 'msw';
import type { Envelope, MockControl } from '../../../src/api/types.ts';
import type { Database } from '../db/Database.ts';
import { BadRequest, STATUS_FAIL, ok, safe } from '../envelope.ts';
import { readJson, requireString, route } from '../request.ts';

/** Header every caller of /__mock__/control sends; its value must be '1'. */
export const MOCK_CONTROL_HEADER = 'x-cem-mock-control';

/**
 * What a request lacks to drive the control endpoint, or undefined when it may. A cross-site HTML
 * form can only send form-encoded, multipart or text/plain bodies and no custom header, and a
 * cross-site fetch with either needs a CORS preflight the mock never grants.
 */
function forbidden(request: Request): string | undefined {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') return 'content-type: application/json';
  if (request.headers.get(MOCK_CONTROL_HEADER) !== '1') return `the header ${MOCK_CONTROL_HEADER}: 1`;
  return undefined;
}

/** /__mock__/control: test hooks for end-to-end runs (mock only; JSON with the header above). */
export function controlHandlers(db: Database): HttpHandler[] {
  return [
    http.post(
      route('/__mock__/control'),
      safe(async ({ request }) => {
        const missing = forbidden(request);
        if (missing) {
          const body: Envelope<null> = { status: STATUS_FAIL, message: `forbidden: /__mock__/control needs ${missing} (no cross-site form can send it)`, result: null };
          return HttpResponse.json(body, { status: 403 });
        }
        const action = requireString(await readJson(request), 'action');
        const known: readonly MockControl['action'][] = ['expire-sessions', 'reset'];
        if (!known.some((entry) => entry === action)) {
          throw new BadRequest(`unknown action: ${action} (expected ${known.join(' or ')})`);
        }
        if (action === 'expire-sessions') return ok({ expired: db.expireSessions() });
        db.reset();
        return ok(null);
      }),
    ),
  ];
}
