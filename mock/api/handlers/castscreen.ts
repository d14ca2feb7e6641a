import { http, type HttpHandler } from 'msw';
import { authed } from '../auth.ts';
import type { Database } from '../db/Database.ts';
import { invalidField, missingParameter, oneOf } from '../db/core/shapeErrors.ts';
import { ok } from '../envelope.ts';
import { optionalString, readJson, requireString, route } from '../request.ts';

const OPES = ['getbindscreen', 'transferbind', 'transferwithcreate'] as const;

/** /vtproxy/castscreen/common?ope=getbindscreen|transferbind|transferwithcreate (src/api/signage/screenTypes.ts). */
export function castscreenHandlers(db: Database): HttpHandler[] {
  return [
    http.post(
      route('/vtproxy/castscreen/common'),
      authed(db, async ({ request, user }) => {
        const ope = new URL(request.url).searchParams.get('ope');
        if (ope === null) throw missingParameter('ope');
        const body = await readJson(request);
        const pid = requireString(body, 'pid');
        const desk = db.signage.screens;
        if (ope === 'getbindscreen') return ok(desk.list(user, pid, optionalString(body, 'group') || undefined, (store) => db.access.reachesStore(user, store)));
        if (ope === 'transferbind') {
          const group = body.group === null || body.group === undefined || body.group === '' ? null : requireString(body, 'group');
          return ok(desk.transfer(user, pid, requireString(body, 'screen'), group));
        }
        if (ope === 'transferwithcreate') return ok(desk.createAndBind(user, pid, body));
        throw invalidField('ope', `expected ${OPES.join(', ')}`, oneOf(OPES));
      }),
    ),
  ];
}
