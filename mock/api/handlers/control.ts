import { http, HttpResponse, type HttpHandler } from 'msw';
import type { Envelope, MockControl } from '../../../src/api/types.ts';
import { fillAuditForBench } from '../db/admin/auditBench.ts';
import { growBenchStore } from '../db/billing/benchStore.ts';
import type { Database } from '../db/Database.ts';
import type { NetworkFaults } from '../faults.ts';
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

/** Drop or restore a charging station's link `{ station, up }`; a gun's connector error `{ gun, on }`; the bench's network size `{ stations }` (1–5000). */
function monitoringControl(db: Database, action: 'station-link' | 'connector-error' | 'monitoring-bench-world', body: Fields): Response {
  if (action === 'station-link') {
    if (typeof body.up !== 'boolean') throw invalidField('up', 'expected true or false', expected('boolean'));
    db.monitoring.setLink(requireString(body, 'station'), body.up);
    return ok(null);
  }
  if (action === 'connector-error') {
    if (typeof body.on !== 'boolean') throw invalidField('on', 'expected true or false', expected('boolean'));
    db.monitoring.setConnectorError(requireString(body, 'gun'), body.on);
    return ok(null);
  }
  const stations = body.stations;
  if (typeof stations !== 'number' || !Number.isInteger(stations) || stations < 1 || stations > 5000) throw invalidField('stations', 'expected an integer from 1 to 5000', between(1, 5000));
  return ok(db.monitoring.useBenchFleet(stations));
}

/** Grows a hotel as the named user (who must reach the store). */
function benchHotel(db: Database, body: Fields) {
  const user = db.core.companyColleagues(requireString(body, 'username')).find((u) => u.username === body.username);
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
 * station-link `{ station, up }` (a charging station's link drops or comes back, now), connector-error `{ gun, on }`, monitoring-bench-world `{ stations }` (the bench's network size),
 * billing-bench-store `{ store, rooms }` (the bench's large store: let rooms grown to `rooms`),
 * audit-bench-fill `{ username, count }` (the bench's long audit log: `count` entries by the users of that user's company),
 * smartbnb-bench-hotel `{ username, store, rooms }` (the bench's big hotel: the store's let rooms grown to `rooms`, with bookings),
 * network-faults `{ rules: [{ pattern, latencyMs, failRate, dropRate }], seed? }` (a bad network per path pattern; `rules: []` ends it; reset ends it too).
 */
export function controlHandlers(db: Database, faults: NetworkFaults): HttpHandler[] {
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
        const known: readonly ControlAction[] = ['expire-sessions', 'reset', 'advance-time', 'gateway-link', 'billing-bench-store', 'audit-bench-fill',
          'station-link', 'connector-error', 'monitoring-bench-world', 'smartbnb-bench-hotel', 'network-faults'];
        if (!known.some((entry) => entry === action)) {
          throw fieldRefusal(`unknown action: ${action} (expected ${known.join(', ')})`, 'action', oneOf(known));
        }
        if (action === 'expire-sessions') return ok({ expired: db.accounts.expireSessions() });
        if (action === 'advance-time' || action === 'gateway-link') return deviceControl(db, action, body);
        if (action === 'billing-bench-store') return ok(growBenchStore(db.billing, requireString(body, 'store'), body.rooms as number));
        if (action === 'station-link' || action === 'connector-error' || action === 'monitoring-bench-world') return monitoringControl(db, action, body);
        if (action === 'audit-bench-fill') return ok(fillAuditForBench(db.audit, db.core.companyColleagues(requireString(body, 'username')), body.count, db.clock.now()));
        if (action === 'smartbnb-bench-hotel') return ok(benchHotel(db, body));
        if (action === 'network-faults') return ok({ rules: faults.set(body.rules, body.seed) });
        // A fresh world comes with a good network.
        faults.clear();
        db.reset();
        return ok(null);
      }),
    ),
  ];
}
