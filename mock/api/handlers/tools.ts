import { http, type HttpHandler } from 'msw';
import { authed, type AuthedInfo, authedWrite, type WriteEndpoint } from '../auth.ts';
import type { Database } from '../db/Database.ts';
import { expected, invalidField, oneOf } from '../db/core/shapeErrors.ts';
import { KNOWLEDGE_PAGES } from '../db/tools/ToolsWorld.ts';
import { SIM_ALERTS, SIM_OPERATORS, SIM_STATES } from '../../../src/api/tools/iotTypes.ts';
import { TOOLS_PIDS } from '../../../src/api/tools/types.ts';
import { NEWS_CATEGORIES, NEWS_READ_STATES } from '../../../src/api/tools/newsTypes.ts';
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

function newsPid(body: Fields): string {
  const pid = requireString(body, 'pid');
  if (pid !== TOOLS_PIDS.news) throw invalidField('pid', `expected ${TOOLS_PIDS.news}`, oneOf([TOOLS_PIDS.news]));
  return pid;
}

/** An optional filter word out of a fixed list, or undefined. */
function wordOf<T extends string>(body: Fields, key: string, words: readonly T[]): T | undefined {
  const value = filterText(body, key);
  if (value === undefined) return undefined;
  if (!(words as readonly string[]).includes(value)) throw invalidField(key, `expected ${words.join(', ')}`, oneOf(words));
  return value as T;
}

/** /sfsaas/api/tools/knowledge/*, /sfsaas/api/tools/iot/list and /sfsaas/api/tools/news/* (src/api/tools/types.ts lists the calls). */
export function toolsHandlers(db: Database): HttpHandler[] {
  const resolve = (answer: (body: Fields, user: AuthedInfo['user']) => unknown): Parameters<typeof authed>[1] => async ({ request, user }) => ok(answer(await readJson(request), user));
  const post = (path: string, answer: (body: Fields, user: AuthedInfo['user']) => unknown) => http.post(route(path), authed(db, resolve(answer)));
  // A write refused before its run (an unreadable body, a bad field) is audited too.
  const write = (path: string, endpoint: WriteEndpoint, answer: (body: Fields, user: AuthedInfo['user']) => unknown) => http.post(route(path), authedWrite(db, endpoint, resolve(answer)));
  return [
    post('/sfsaas/api/tools/knowledge/list', (body, user) =>
      db.tools.knowledgeList(user, knowledgePid(body), { category: filterText(body, 'category'), tag: filterText(body, 'tag'), search: filterText(body, 'search') })),
    post('/sfsaas/api/tools/knowledge/get', (body, user) => db.tools.knowledgeArticle(user, knowledgePid(body), requireString(body, 'did'))),
    post('/sfsaas/api/tools/knowledge/version', (body, user) => db.tools.knowledgeVersion(user, knowledgePid(body), requireString(body, 'did'), versionOf(body))),
    write('/sfsaas/api/tools/knowledge/save', { area: 'records', op: (body) => (body?.did ? 'knowledge-edit' : 'knowledge-create'), resource: 'knowledge-article' }, (body, user) => {
      const pid = knowledgePid(body);
      const did = body.did === undefined || body.did === null ? undefined : requireString(body, 'did');
      return db.tools.saveKnowledge(user, pid, did, body.cmd, { sent: body.version, overwrite: body.overwrite });
    }),
    post('/sfsaas/api/tools/iot/list', (body, user) => {
      const pid = requireString(body, 'pid');
      if (pid !== TOOLS_PIDS.iot) throw invalidField('pid', `expected ${TOOLS_PIDS.iot}`, oneOf([TOOLS_PIDS.iot]));
      return db.tools.iotList(user, pid, requireString(body, 'store'), {
        search: filterText(body, 'search'),
        operator: wordOf(body, 'operator', SIM_OPERATORS),
        state: wordOf(body, 'state', SIM_STATES),
        alert: wordOf(body, 'alert', SIM_ALERTS),
      });
    }),
    post('/sfsaas/api/tools/news/list', (body, user) =>
      db.tools.newsList(user, newsPid(body), { category: wordOf(body, 'category', NEWS_CATEGORIES), read: wordOf(body, 'read', NEWS_READ_STATES), search: filterText(body, 'search') })),
    post('/sfsaas/api/tools/news/get', (body, user) => db.tools.newsItem(user, newsPid(body), requireString(body, 'did'))),
    write('/sfsaas/api/tools/news/read', { area: 'records', op: (body) => (body?.read === false ? 'news-unread' : 'news-read'), resource: 'news' }, (body, user) => {
      const pid = newsPid(body);
      if (typeof body.read !== 'boolean') throw invalidField('read', 'expected true or false', expected('boolean'));
      return db.tools.markNews(user, pid, requireString(body, 'did'), body.read);
    }),
    write('/sfsaas/api/tools/knowledge/restore', { area: 'records', op: 'knowledge-restore', resource: 'knowledge-article' }, (body, user) => db.tools.restoreKnowledge(user, knowledgePid(body), requireString(body, 'did'), versionOf(body))),
  ];
}
