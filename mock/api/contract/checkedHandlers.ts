import type { HttpHandler } from 'msw';
import { aroundResolvers } from '../aroundResolvers.ts';
import type { ContractCheck } from './contractCheck.ts';

/**
 * The handlers with the contract check around each: the request as the client sent it, the answer
 * as the handler gave it (copies are read, so neither is consumed; bytes that are no JSON are not
 * read at all). For tests; the servers of the mock run without it.
 */
export function checkedHandlers(handlers: HttpHandler[], check: ContractCheck): HttpHandler[] {
  return aroundResolvers(handlers, async (info, resolve) => {
    const { request } = info;
    const url = new URL(request.url);
    const json = (request.headers.get('content-type') ?? '').includes('json');
    check.checkRequest(request.method, url, request.headers, json && request.method !== 'GET' && request.method !== 'HEAD' ? await request.clone().text() : '');
    const answer = await resolve(info);
    // A dropped connection (Response.error()) has no status to judge; a HEAD answer has no body.
    if (answer instanceof Response && answer.type !== 'error') {
      const isJson = answer.body !== null && request.method !== 'HEAD' && (answer.headers.get('content-type') ?? '').includes('json');
      check.checkAnswer(request.method, url, { status: answer.status, headers: answer.headers, ...(isJson ? { json: await answer.clone().text() } : {}) });
    }
    return answer;
  });
}
