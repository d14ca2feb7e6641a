import type { HttpClient } from './http';
import type { LangKey, LangListEntry } from './types';

/** Static language files under the app's base path (spec §7: GET /lang/…). */
export function createLangApi(http: HttpClient, publicBase: string) {
  const url = (file: string) => `${publicBase.replace(/\/?$/, '/')}lang/${file}`;
  return {
    list: () => http.getStaticWithRetry<LangListEntry[]>(url('langList.json')),
    messages: (lang: LangKey) => http.getStaticWithRetry<unknown>(url(`${lang}.json`)),
  };
}

export type LangApi = ReturnType<typeof createLangApi>;
