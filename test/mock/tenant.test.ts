// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { TenantIcon, TenantInfo, TenantSnapshot } from '../../src/api/types';
import { call, keyed, startMockBackend } from './support';

startMockBackend();

const basicinfo = async (domain: string) =>
  (await call<TenantInfo>('/sfsaas/api/tenant/basicinfo', { body: { domain } })).envelope;

const snapshot = async (body: unknown) => (await call<TenantSnapshot[]>('/sfsaas/api/proxy', { body })).envelope;

describe('tenant branding by host', () => {
  it('brands localhost as the Chinese tenant with a full comment', async () => {
    const { status, result } = await basicinfo('localhost');
    expect(status).toBe(0);
    expect(result).toMatchObject({
      platname: '能碳云管理平台',
      pagename: 'CEM 能碳云',
      isdisplaylogo: 1,
      isdisplayname: 1,
      isdisplaycopyright: 1,
      issupportswitch: 2,
    });
    expect(result).not.toHaveProperty('hostname');
    expect(result.favicon).toMatch(/^data:image\/svg\+xml,/);
    expect(JSON.parse(result.comment ?? '')).toEqual({
      platformname: '能碳云管理平台',
      platformlogo: expect.stringMatching(/^data:image\/svg\+xml,/),
      homepageimg: expect.stringMatching(/^data:image\/svg\+xml,/),
      frameOrigins: ['https://grafana.example.com', 'https://energy.example.org'],
    });
  });

  it('brands 127.0.0.1 as the international tenant with a malformed extraComment', async () => {
    const result = (await basicinfo('127.0.0.1')).result;
    expect(result).toMatchObject({ platname: 'GreenGrid Energy Cloud', issupportswitch: 1 });
    expect(JSON.parse(result.comment ?? '')).toEqual({ platformname: 'GreenGrid Energy Cloud', frameOrigins: ['https://energy.example.org'] });
    expect(() => JSON.parse(result.extraComment ?? '')).toThrow();
  });

  it('normalises host spelling and falls back to the default tenant', async () => {
    expect((await basicinfo('http://LocalHost:5173/cem_platform/')).result.platname).toBe('能碳云管理平台');
    const fallback = (await basicinfo('energy.example.org')).result;
    expect(fallback).toMatchObject({ platname: 'Energy & Carbon Console', issupportswitch: 0 });
    expect((await call('/sfsaas/api/tenant/basicinfo', { body: {} })).envelope).toMatchObject({
      status: -1,
      message: 'missing field: domain',
    });
  });

  it('serves icons by host', async () => {
    const { envelope } = await call<TenantIcon>('/sfsaas/api/tenant/icon', {
      body: { domain: '127.0.0.1' },
    });
    expect(envelope.status).toBe(0);
    expect(Object.keys(envelope.result).sort()).toEqual(['favicon', 'hostlogo']);
    expect(envelope.result.favicon).toMatch(/^data:image\/svg\+xml,/);
    const local = await call<TenantIcon>('/sfsaas/api/tenant/icon', { body: { domain: 'localhost' } });
    expect(envelope.result.favicon).not.toBe(local.envelope.result.favicon);
  });
});

describe('proxy getsnapshot', () => {
  it('filters snapshots by host name', async () => {
    const local = await snapshot({ service: 'common', method: 'getsnapshot', params: { hostname: 'localhost' } });
    expect(local.status).toBe(0);
    expect(local.result.map((t) => t.hostname)).toEqual(['localhost']);
    const none = await snapshot({ service: 'common', method: 'getsnapshot', params: { hostname: 'unknown.example' } });
    expect(none).toMatchObject({ status: 0, result: [] });
  });

  it.each([
    [{ service: 'billing', method: 'getsnapshot', params: { hostname: 'localhost' } }, 'unknown service: billing', 'request.oneOf'],
    [{ service: 'common', method: 'drop', params: { hostname: 'localhost' } }, 'unknown method: common.drop', 'request.oneOf'],
    [{ service: 'common', method: 'getsnapshot' }, 'missing field: params', 'request.missingField'],
    [{ service: 'common', method: 'getsnapshot', params: [] }, 'invalid field: params (expected an object)', 'request.wrongType'],
    [{ service: 'common', method: 'getsnapshot', params: {} }, 'missing field: hostname', 'request.missingField'],
  ])('rejects %j', async (body, message, key) => {
    expect(await snapshot(body)).toEqual({ status: -1, message, result: keyed(key) });
  });
});
