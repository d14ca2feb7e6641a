import type { ScreenModule } from '../../loader/registry';

/** Every tools screen by manifest component path (`screens/<route name>`). */
export const TOOLS_SCREENS: Readonly<Record<string, () => Promise<ScreenModule>>> = {
  'screens/knowledge-base': () => import('./knowledge/KnowledgeBaseScreen'),
  'screens/iot-equipment': () => import('./iot/IotEquipmentScreen'),
  'screens/news-information': () => import('./news/NewsInformationScreen'),
  'screens/menu-template': () => import('./menuTemplate/MenuTemplateScreen'),
  'screens/menu-tool': () => import('./menuTool/MenuToolScreen'),
  'screens/navigation-style': () => import('./navigationStyle/NavigationStyleScreen'),
};
