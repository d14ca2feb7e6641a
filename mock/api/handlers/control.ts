import { http, HttpResponse, type HttpHandler } from 'msw';
import type { Envelope, MockControl } from '../../../src/api/types.ts';
import { fillAuditForBench } from '../db/admin/auditBench.ts';
import { growBenchStore } from '../db/billing/benchStore.ts';
import type { Database } from '../db/Database.ts';
import { STATUS_FAIL, ok, safe } from '../envelope.ts';
import { readJson, requireString, route, type Fields } from '../request.ts';
import { between, expected, fieldRefusal, invalidField, oneOf } from '../db/core/shapeErrors.ts';

/** Longest jump of simulated time one call may ask for: 40 days. */
const MAX_SKIP_MS = 40 * 86_400_000;
type ControlAction = MockControl['action'];

/** Jump the world's simulated time, or take a gateway's link down or up. */
function deviceControl(db: Database, action: 'advance-time' | 'gateway-link', body: Fields): Response {
  if (action === 'advance-time') {
    const ms = body.ms;
    if (typeof ms !== 'number' || !Number.isInteger(ms) || ms < 0 || ms > MAX_SKIP_MS) throw invalidField('ms', `expected an integer from 0 to ${MAX_SKIP_MS}`, between(0, MAX_SKIP_MS));
    db.clock.skip(ms);
    return ok({ now: new Date(db.clock.now()).toISOString() });
  }
  if (typeof body.up !== 'boolean') throw invalidField('up', 'expected true or false', expected('boolean'));
  db.devices.setGatewayLink(requireString(body, 'gateway'), body.up);
  return ok(null);
}

/** Grows a hotel as the named user (who must reach the store). */
function benchHotel(db: Database, body: Fields) {
  const user = db.companyColleagues(requireString(body, 'username')).find((u) => u.username === body.username);
  if (!user) throw invalidField('username', 'unknown user');
  return db.smartbnb.growForBench(user, requireString(body, 'store'), body.rooms);
}

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

/**
 * /__mock__/control: test hooks for end-to-end runs (mock only; JSON with the header above):
 * expire-sessions, reset, advance-time `{ ms }` (the world's one simulated clock: devices, billing, audit), gateway-link `{ gateway, up }`,
 * billing-bench-store `{ store, rooms }` (the bench's large store: let rooms grown to `rooms`),
 * audit-bench-fill `{ username, count }` (the bench's long audit log: `count` entries by the users of that user's company),
 * smartbnb-bench-hotel `{ username, store, rooms }` (the bench's big hotel: the store's let rooms grown to `rooms`, with bookings).
 */
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
        const body = await readJson(request);
        const action = requireString(body, 'action');
        const known: readonly ControlAction[] = ['expire-sessions', 'reset', 'advance-time', 'gateway-link', 'billing-bench-store', 'audit-bench-fill', 'smartbnb-bench-hotel'];
        if (!known.some((entry) => entry === action)) {
          throw fieldRefusal(`unknown action: ${action} (expected ${known.join(', ')})`, 'action', oneOf(known));
        }
        if (action === 'expire-sessions') return ok({ expired: db.expireSessions() });
        if (action === 'advance-time' || action === 'gateway-link') return deviceControl(db, action, body);
        if (action === 'billing-bench-store') return ok(growBenchStore(db.billing, requireString(body, 'store'), body.rooms as number));
        if (action === 'audit-bench-fill') return ok(fillAuditForBench(db.audit, db.companyColleagues(requireString(body, 'username')), body.count, db.clock.now()));
        if (action === 'smartbnb-bench-hotel') return ok(benchHotel(db, body));
        db.reset();
        return ok(null);
      }),
    ),
  ];
}
