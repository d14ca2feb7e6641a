import { http, type HttpHandler } from 'msw';
import { authed, type AuthedInfo } from '../auth.ts';
import type { Database } from '../db/Database.ts';
import { expected, invalidField, oneOf } from '../db/core/shapeErrors.ts';
import { KNOWLEDGE_PAGES } from '../db/tools/ToolsWorld.ts';
import { ok } from '../envelope.ts';
import { optionalString, readJson, requireString, route, type Fields } from '../request.ts';

/** The body's pid: a knowledge page's (the permission checks are per page). */
function knowledgePid(body: Fields): string {
  const pid = requireString(body, 'pid');
  if (!KNOWLEDGE_PAGES.includes(pid)) throw invalidField('pid', `expected ${KNOWLEDGE_PAGES.join(' or ')}`, oneOf(KNOWLEDGE_PAGES));
  return pid;
}

function versionOf(body: Fields): number {
  const version = body.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) throw invalidField('version', 'expected a version number', expected('integer'));
  return version;
}

/** A short filter text, or undefined. */
const filterText = (body: Fields, key: string): string | undefined => optionalString(body, key)?.slice(0, 60) || undefined;

/** /tools/api/knowledge/* (src/api/tools/knowledgeTypes.ts lists the calls). */
export function toolsHandlers(db: Database): HttpHandler[] {
  const post = (path: string, answer: (body: Fields, user: AuthedInfo['user']) => unknown) =>
    http.post(
      route(path),
      authed(db, async ({ request, user }) => ok(answer(await readJson(request), user))),
    );
  return [
    post('/tools/api/knowledge/list', (body, user) =>
      db.tools.knowledgeList(user, knowledgePid(body), { category: filterText(body, 'category'), tag: filterText(body, 'tag'), search: filterText(body, 'search') })),
    post('/tools/api/knowledge/get', (body, user) => db.tools.knowledgeArticle(user, knowledgePid(body), requireString(body, 'did'))),
    post('/tools/api/knowledge/version', (body, user) => db.tools.knowledgeVersion(user, knowledgePid(body), requireString(body, 'did'), versionOf(body))),
    post('/tools/api/knowledge/save', (body, user) => {
      const pid = knowledgePid(body);
      const did = body.did === undefined || body.did === null ? undefined : requireString(body, 'did');
      return db.tools.saveKnowledge(user, pid, did, body.cmd);
    }),
    post('/tools/api/knowledge/restore', (body, user) => db.tools.restoreKnowledge(user, knowledgePid(body), requireString(body, 'did'), versionOf(body))),
  ];
}
