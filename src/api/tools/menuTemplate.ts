import type { CallOptions, HttpClient } from '../http';
import type { MenuTemplateAnswer, MenuTemplateQuery, MenuTemplateSave, SavedMenuTemplate } from './menuTemplateTypes';

type Read = Pick<CallOptions, 'silent' | 'signal'>;
type Write = Pick<CallOptions, 'hideError'>;

/** Menu templates per company and portal (menuTemplateTypes.ts lists the calls). */
export function createMenuTemplateApi(http: HttpClient) {
  return {
    get: (query: MenuTemplateQuery, opts?: Read) => http.post<MenuTemplateAnswer>('/sfsaas/api/tools/menu/get', query, opts),
    save: (body: MenuTemplateSave, opts?: Write) => http.post<SavedMenuTemplate>('/sfsaas/api/tools/menu/save', body, opts),
    reset: (body: MenuTemplateQuery, opts?: Write) => http.post<MenuTemplateAnswer>('/sfsaas/api/tools/menu/reset', body, opts),
  };
}

export type MenuTemplateApi = ReturnType<typeof createMenuTemplateApi>;
