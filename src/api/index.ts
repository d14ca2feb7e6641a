import type { HttpClient } from './http';
import { createLangApi } from './lang';
import { createMenuApi } from './menu';
import { createTenantApi } from './tenant';
import { createUserApi } from './user';

/** Every service module over one http client: what stores receive as `api`. */
export function createApi(http: HttpClient, publicBase: string) {
  return {
    user: createUserApi(http),
    tenant: createTenantApi(http),
    menu: createMenuApi(http),
    lang: createLangApi(http, publicBase),
  };
}

export type Api = ReturnType<typeof createApi>;
