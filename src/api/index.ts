import type { HttpClient } from './http';
import { createAccessApi } from './access';
import { createAuditApi } from './admin/audit';
import { createProfileApi } from './admin/profile';
import { createStoresApi } from './admin/stores';
import { createAnalysisApi, createEnergyManageApi, createReportApi } from './analysis';
import { createBillingApi } from './billing';
import { createDeviceApi } from './device';
import { createDevicesApi } from './devices';
import { createFilesApi } from './files';
import { createFilterApi } from './filter';
import { createLangApi } from './lang';
import { createManifestApi } from './manifest';
import { createMenuApi } from './menu';
import { createPageApi } from './page';
import { createSpaceApi } from './space';
import { createTenantApi } from './tenant';
import { createToolsApi } from './tools';
import { createUserApi } from './user';

/** Every service module over one http client: what stores receive as `api`. */
export function createApi(http: HttpClient, publicBase: string) {
  return {
    user: createUserApi(http),
    tenant: createTenantApi(http),
    menu: createMenuApi(http),
    manifest: createManifestApi(http),
    lang: createLangApi(http, publicBase),
    filter: createFilterApi(http),
    device: createDeviceApi(http),
    devices: createDevicesApi(http),
    billing: createBillingApi(http),
    access: createAccessApi(http),
    audit: createAuditApi(http),
    profile: createProfileApi(http),
    stores: createStoresApi(http),
    page: createPageApi(http),
    files: createFilesApi(http),
    space: createSpaceApi(http),
    analysis: createAnalysisApi(http),
    report: createReportApi(http),
    energyManage: createEnergyManageApi(http),
    tools: createToolsApi(http),
  };
}

export type Api = ReturnType<typeof createApi>;
