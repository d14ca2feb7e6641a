import type { HttpClient } from './http';
import { bindClient } from './domainApi';
import { createDeviceApi } from './device';
import { createFilesApi } from './files';
import { createFilterApi } from './filter';
import { createLangApi } from './lang';
import { createManifestApi } from './manifest';
import { createMenuApi } from './menu';
import { createPageApi } from './page';
import { createSpaceApi } from './space';
import { createTenantApi } from './tenant';
import { createUserApi } from './user';

/**
 * The services the shell and its stores use, over one http client: what stores receive as `api`.
 * A domain's own services are sections built on first use from this object (domainApi.ts).
 */
export function createApi(http: HttpClient, publicBase: string) {
  return bindClient(coreApi(http, publicBase), http);
}

function coreApi(http: HttpClient, publicBase: string) {
  return {
    user: createUserApi(http),
    tenant: createTenantApi(http),
    menu: createMenuApi(http),
    manifest: createManifestApi(http),
    lang: createLangApi(http, publicBase),
    filter: createFilterApi(http),
    device: createDeviceApi(http),
    page: createPageApi(http),
    files: createFilesApi(http),
    space: createSpaceApi(http),
  };
}

export type Api = ReturnType<typeof coreApi>;
