import { domainApi } from '../domainApi';
import type { CallOptions, HttpClient } from '../http';
import type { AssetRegister, Slip, SlipInput, SlipOptions } from './assetsTypes';
import type { ParkingView } from './parkingTypes';

type Read = Pick<CallOptions, 'silent' | 'signal' | 'hideError'>;
type Write = Pick<CallOptions, 'hideError'>;
interface At {
  pid: string;
}

const path = (call: string) => `/evcharge/${call}`;

/** Operations assets: the asset register and warehousing slips (assetsTypes.ts lists the calls). */
export function createAssetsApi(http: HttpClient) {
  return {
    slipOptions: (query: At, opts?: Read) => http.post<SlipOptions>(path('slips/options'), query, opts),
    slips: (query: At, opts?: Read) => http.post<Slip[]>(path('slips/list'), query, opts),
    saveSlip: (body: At & { slip: SlipInput }, opts?: Write) => http.post<Slip>(path('slips/save'), body, opts),
    register: (query: At, opts?: Read) => http.post<AssetRegister>(path('assets/register'), query, opts),
    parking: (query: At & { station?: string }, opts?: Read) => http.post<ParkingView>(path('parking'), query, opts),
    postSlip: (body: At & { did: string }, opts?: Write) => http.post<Slip>(path('slips/post'), body, opts),
  };
}

export type AssetsApi = ReturnType<typeof createAssetsApi>;

/** The section over a mount's api: `assetsApi(api).…`. */
export const assetsApi = domainApi(createAssetsApi);
