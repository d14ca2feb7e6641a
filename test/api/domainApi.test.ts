// @vitest-environment node
import { createApi, type Api } from '../../src/api';
import type { HttpClient } from '../../src/api/http';
import { devicesApi } from '../../src/api/devices';
import { auditApi } from '../../src/api/admin/audit';

/** A client that records which mount's client answered which path. */
function fakeClient(name: string, calls: string[]): HttpClient {
  const post = async (path: string) => {
    calls.push(`${name} ${path}`);
    return { data: [], total: 0 };
  };
  return { post, get: post, upload: post } as unknown as HttpClient;
}

describe('domain api sections', () => {
  it('builds a section once per mount, over that mount’s own client', async () => {
    const calls: string[] = [];
    const first = createApi(fakeClient('first', calls), '/cem_platform/');
    const second = createApi(fakeClient('second', calls), '/cem-platform/');

    expect(devicesApi(first)).toBe(devicesApi(first));
    expect(devicesApi(second)).not.toBe(devicesApi(first));
    expect(auditApi(first)).not.toBe(devicesApi(first));

    await devicesApi(second).commandResults(['c-1']);
    await devicesApi(first).commandResults(['c-2']);
    expect(calls).toEqual(['second /bwp/v1/getgroupdev', 'first /bwp/v1/getgroupdev']);
  });

  it('refuses an object createApi did not make', () => {
    expect(() => devicesApi({} as Api)).toThrow('domainApi: this api object was not made by createApi');
  });
});
