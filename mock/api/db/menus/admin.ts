import { group, list, routeLeaf, topModule, type CatalogueItem } from './build.ts';

/** Smart-bnb and media screens. */
export function bnbMediaModule(): CatalogueItem {
  return topModule('bnb-media', 'smart-bnb-media', 'Smart-bnb & Media', '民宿与媒体', 'video', [
    group('smart-bnb', 'Smart-bnb', '智慧民宿', 'home', [
      routeLeaf('smartbnb-home'),
      routeLeaf('smartbnb-calendar'),
      routeLeaf('smartbnb-room'),
      routeLeaf('smartbnb-music-home'),
    ]),
    group('smart-screens', 'Smart screens', '智慧屏', 'video', [
      routeLeaf('screen-group'),
      routeLeaf('screen-summary'),
      routeLeaf('program-channel'),
      routeLeaf('playlist'),
      routeLeaf('playgrid'),
      routeLeaf('media-manage'),
    ]),
  ]);
}

/** Tools: menu design, reports, knowledge, IoT and personal settings. */
export function toolsModule(): CatalogueItem {
  return topModule('tools', 'tools', 'Tools', '工具', 'tool', [
    group('menu-design', 'Menu design', '菜单设计', 'appstore', [
      routeLeaf('menu-template'),
      routeLeaf('navigation-style'),
      routeLeaf('menu-tool'),
    ]),
    group('tool-reports', 'Reports', '报表', 'file', [
      routeLeaf('device-operation-report'),
      routeLeaf('add-report'),
      list('import-export-log', 'Import/export log', '导入导出日志', {
        params: { pid: 'p-import-export-log', modetype: '1' },
      }),
    ]),
    routeLeaf('knowledge-base'),
    routeLeaf('iot-equipment'),
    routeLeaf('card-iframe', {
      params: { url: 'https://www.example.com/' },
    }),
    routeLeaf('personal-center'),
  ]);
}

/** Administration: stores, staff, authority and audit (admins only). */
export function administrationModule(): CatalogueItem {
  return topModule('admin', 'administration', 'Administration', '系统管理', 'safety', [
    routeLeaf('store-management'),
    routeLeaf('staff-management'),
    routeLeaf('authority-management'),
    routeLeaf('audit-management'),
  ]);
}
