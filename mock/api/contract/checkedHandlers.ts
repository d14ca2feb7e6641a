import type { HttpHandler } from 'msw';
import { aroundResolvers } from '../aroundResolvers.ts';
import type { ContractCheck } from './contractCheck.ts';

/**
 * The handlers with the contract check around each: the request as the client sent it, the answer
 * as the handler gave it (copies are read, so neither is consumed). For tests; the servers of the
 * mock run without it.
 */
export function checkedHandlers(handlers: HttpHandler[], check: ContractCheck): HttpHandler[] {
  return aroundResolvers(handlers, async (info, resolve) => {
    const { request } = info;
    const url = new URL(request.url);
    const contentType = request.headers.get('content-type') ?? '';
    if (request.method !== 'GET' && request.method !== 'HEAD') check.checkRequest(request.method, url, contentType, contentType.includes('json') ? await request.clone().text() : '');
    else check.checkRequest(request.method, url, contentType, '');
    const answer = await resolve(info);
    if (answer instanceof Response && answer.body) check.checkAnswer(request.method, url, answer.headers.get('content-type') ?? '', await answer.clone().text());
    return answer;
  });
}
