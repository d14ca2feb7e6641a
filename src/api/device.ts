import type { CallOptions, HttpClient } from './http';
import type { DevControl, DevControlResult } from './types';

/** `/vtservice/v1/*` (spec §7): commands to devices, and to records kept through the same call. */
export function createDeviceApi(http: HttpClient) {
  return {
    control: <T>(body: DevControl<T>, opts?: Pick<CallOptions, 'silent' | 'outlivesApp' | 'allowDuringLogout'>) =>
      http.post<DevControlResult>('/vtservice/v1/devControl', body, opts),
  };
}

export type DeviceApi = ReturnType<typeof createDeviceApi>;
