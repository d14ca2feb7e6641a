import type { HttpClient } from './http';
import type { District, StoreInfo, StoreInfoQuery } from './types';

/** `/vtspace/api/*` used by the shell: districts and the selected store's info. */
export function createSpaceApi(http: HttpClient) {
  return {
    /** Children of a district (country 100000 → provinces → cities), as adcode and name. */
    districts: (adcode: string) => http.post<District[]>('/vtspace/api/location/children', { adcode }),
    /** Info of the selected parent business and store; failures are only logged (spec §8). */
    storeInfo: (body: StoreInfoQuery) => http.post<StoreInfo>('/vtspace/api/setting/detail', body, { hideError: true }),
  };
}

export type SpaceApi = ReturnType<typeof createSpaceApi>;
