import { group, leaf, list, topModule, type CatalogueItem } from './build.ts';

/** Smart-bnb and media screens. */
export function bnbMediaModule(): CatalogueItem {
  return topModule('bnb-media', 'smart-bnb-media', 'Smart-bnb & Media', '民宿与媒体', 'video', [
    group('smart-bnb', 'Smart-bnb', '智慧民宿', 'home', [
      leaf('smartbnb-home', 'Bnb home', '民宿首页', 'smartbnb-home'),
      leaf('smartbnb-calendar', 'Calendar', '房态日历', 'smartbnb-calendar'),
      leaf('smartbnb-room', 'Rooms', '房间管理', 'smartbnb-room'),
      leaf('smartbnb-music-home', 'Music', '背景音乐', 'smartbnb-music-home'),
    ]),
    group('smart-screens', 'Smart screens', '智慧屏', 'video', [
      leaf('screen-group', 'Screen groups', '屏幕分组', 'screen-group'),
      leaf('screen-summary', 'Screen summary', '屏幕概况', 'screen-summary'),
      leaf('program-channel', 'Program channels', '节目频道', 'program-channel'),
      leaf('playlist', 'Playlists', '播放列表', 'playlist'),
      leaf('playgrid', 'Play grid', '播放编排', 'playgrid'),
      leaf('media-manage', 'Media library', '媒体管理', 'media-manage'),
    ]),
  ]);
}

/** Tools: menu design, reports, knowledge, IoT and personal settings. */
export function toolsModule(): CatalogueItem {
  return topModule('tools', 'tools', 'Tools', '工具', 'tool', [
    group('menu-design', 'Menu design', '菜单设计', 'appstore', [
      leaf('menu-template', 'Menu templates', '菜单模板', 'menu-template'),
      leaf('navigation-style', 'Navigation style', '导航样式', 'navigation-style'),
      leaf('menu-tool', 'Menu tool', '菜单工具', 'menu-tool'),
    ]),
    group('tool-reports', 'Reports', '报表', 'file', [
      leaf('device-operation-report', 'Device operation report', '设备运行报表', 'device-operation-report'),
      leaf('add-report', 'New report', '新建报表', 'add-report'),
      list('import-export-log', 'Import/export log', '导入导出日志', {
        params: { pid: 'p-import-export-log', modetype: '1' },
      }),
    ]),
    leaf('knowledge-base', 'Knowledge base', '知识库', 'knowledge-base'),
    leaf('iot-equipment', 'IoT equipment', '物联设备', 'iot-equipment'),
    leaf('external-dashboard', 'External dashboard', '外部看板', 'card-iframe', {
      params: { url: 'https://www.example.com/' },
    }),
    leaf('personal-center', 'Personal centre', '个人中心', 'personal-center'),
  ]);
}

/** Administration: stores, staff, authority and audit (admins only). */
export function administrationModule(): CatalogueItem {
  return topModule('admin', 'administration', 'Administration', '系统管理', 'safety', [
    leaf('store-management', 'Stores', '门店管理', 'store-management'),
    leaf('staff-management', 'Staff', '员工管理', 'staff-management'),
    leaf('authority-management', 'Roles and authority', '权限管理', 'authority-management'),
    leaf('audit-management', 'Audit log', '审计管理', 'audit-management'),
  ]);
}
