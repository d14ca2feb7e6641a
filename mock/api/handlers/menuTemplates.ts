import { http, type HttpHandler } from 'msw';
import { authed, authedWrite, type AuthedInfo, type WriteEndpoint } from '../auth.ts';
import type { Database } from '../db/Database.ts';
import { invalidField, oneOf } from '../db/core/shapeErrors.ts';
import { MENU_TEMPLATE_PAGES } from '../db/menus/templates/MenuTemplates.ts';
import { MENU_PORTALS, type MenuPortal } from '../../../src/api/tools/menuTemplateTypes.ts';
import { ok } from '../envelope.ts';
import { readJson, requireString, route, type Fields } from '../request.ts';

/** The body's pid (the editor's or the menu tool's), company and portal: the permission checks are per page. */
function target(body: Fields): { pid: string; companyid: string; portal: MenuPortal } {
  const pid = requireString(body, 'pid');
  if (!MENU_TEMPLATE_PAGES.includes(pid)) throw invalidField('pid', `expected ${MENU_TEMPLATE_PAGES.join(' or ')}`, oneOf(MENU_TEMPLATE_PAGES));
  const portal = requireString(body, 'portal');
  if (!(MENU_PORTALS as readonly string[]).includes(portal)) throw invalidField('portal', `expected ${MENU_PORTALS.join(' or ')}`, oneOf(MENU_PORTALS));
  return { pid, companyid: requireString(body, 'companyid'), portal: portal as MenuPortal };
}

/** /sfsaas/api/tools/menu/get|save|reset (src/api/tools/menuTemplateTypes.ts lists the calls). */
export function menuTemplateHandlers(db: Database): HttpHandler[] {
  // A write (save, reset) refused before its run (its body, its page, its portal) is audited too.
  const post = (path: string, answer: (body: Fields, user: AuthedInfo['user']) => unknown, write?: WriteEndpoint) => {
    const resolve = async ({ request, user }: AuthedInfo) => ok(answer(await readJson(request), user));
    return http.post(route(path), write ? authedWrite(db, write, resolve) : authed(db, resolve));
  };
  return [
    post('/sfsaas/api/tools/menu/get', (body, user) => {
      const { pid, companyid, portal } = target(body);
      return db.menuTemplates.answer(user, pid, companyid, portal);
    }),
    post('/sfsaas/api/tools/menu/save', (body, user) => {
      const { pid, companyid, portal } = target(body);
      return db.menuTemplates.save(user, pid, companyid, portal, body.items, { sent: body.version, overwrite: body.overwrite });
    }, { area: 'records', op: 'menu-template-save', resource: 'menu-template' }),
    post('/sfsaas/api/tools/menu/reset', (body, user) => {
      const { pid, companyid, portal } = target(body);
      return db.menuTemplates.reset(user, pid, companyid, portal);
    }, { area: 'records', op: 'menu-template-reset', resource: 'menu-template' }),
  ];
}
