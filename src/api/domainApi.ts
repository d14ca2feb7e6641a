import type { Api } from './index';
import type { HttpClient } from './http';

/** Each mount's api object → its http client (createApi ties them), so sections share the client. */
const clients = new WeakMap<Api, HttpClient>();

export function bindClient(api: Api, http: HttpClient): Api {
  clients.set(api, http);
  return api;
}

/**
 * A domain's service section (devices, billing, access…), built on first use for each api object.
 * Screens call `devicesApi(api).getgroupdev(…)`: the section's code then lives in the chunks of
 * the screens that use it, not in the entry every route loads (the login route has a size budget).
 */
export function domainApi<T>(create: (http: HttpClient) => T): (api: Api) => T {
  const built = new WeakMap<Api, T>();
  return (api) => {
    let section = built.get(api);
    if (!section) {
      const http = clients.get(api);
      if (!http) throw new Error('domainApi: this api object was not made by createApi');
      section = create(http);
      built.set(api, section);
    }
    return section;
  };
}

/**
 * A section bound to the page its calls are made for (energy: every read and write names the
 * screen's pid, which the server checks against the role book). Built once per api and pid.
 */
export function pageDomainApi<T>(create: (http: HttpClient, pid: string) => T): (api: Api, pid: string) => T {
  const built = new WeakMap<Api, Map<string, T>>();
  return (api, pid) => {
    let sections = built.get(api);
    if (!sections) {
      sections = new Map();
      built.set(api, sections);
    }
    let section = sections.get(pid);
    if (!section) {
      const http = clients.get(api);
      if (!http) throw new Error('pageDomainApi: this api object was not made by createApi');
      section = create(http, pid);
      sections.set(pid, section);
    }
    return section;
  };
}
