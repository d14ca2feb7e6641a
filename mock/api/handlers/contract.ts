import { http, HttpResponse, type HttpHandler } from 'msw';
import { CONTRACT_PATH, contractText } from '../contract/document.ts';
import { route } from '../request.ts';

/** The API contract (OpenAPI 3.1, contract/openapi.json) for whoever builds a backend to it: public, no session. */
export function contractHandlers(): HttpHandler[] {
  return [http.get(route(CONTRACT_PATH), () => new HttpResponse(contractText(), { headers: { 'content-type': 'application/json' } }))];
}
