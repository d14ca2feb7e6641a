import type { CallOptions, HttpClient } from '../http';
import type { SimCardList, SimCardQuery } from './iotTypes';

type Read = Pick<CallOptions, 'silent' | 'signal'>;

/** IoT equipment (iotTypes.ts lists the calls). */
export function createIotApi(http: HttpClient) {
  return {
    list: (query: SimCardQuery, opts?: Read) => http.post<SimCardList>('/tools/api/iot/list', query, opts),
  };
}

export type IotApi = ReturnType<typeof createIotApi>;
