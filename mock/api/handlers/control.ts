import { http, type HttpHandler } from 'msw';
import type { MockControl } from '../../../src/api/types.ts';
import type { Database } from '../db/Database.ts';
import { BadRequest, ok, safe } from '../envelope.ts';
import { readJson, requireString, route } from '../request.ts';

/** /__mock__/control: test hooks for end-to-end runs (open, mock only). */
export function controlHandlers(db: Database): HttpHandler[] {
  return [
    http.post(
      route('/__mock__/control'),
      safe(async ({ request }) => {
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
