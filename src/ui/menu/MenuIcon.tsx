import {
  ApiOutlined, AppstoreOutlined, BankOutlined, CarOutlined, CloudOutlined, DashboardOutlined, FileOutlined, HomeOutlined, LineChartOutlined,
  SafetyOutlined, SettingOutlined, ShopOutlined, SolutionOutlined, SunOutlined, TeamOutlined, ThunderboltOutlined, ToolOutlined, VideoCameraOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import type { MenuIcon } from '../../api/tools/menuTemplateTypes';

/** What each icon name of the fixed set looks like (the shell's menus and the menu-template editor) (the catalogue's names; `leaf` is drawn as a sun, antd has no leaf). */
const ICONS: Record<MenuIcon, ComponentType<{ 'aria-hidden'?: boolean }>> = {
  api: ApiOutlined, appstore: AppstoreOutlined, bank: BankOutlined, bolt: ThunderboltOutlined, car: CarOutlined, chart: LineChartOutlined,
  cloud: CloudOutlined, dashboard: DashboardOutlined, file: FileOutlined, home: HomeOutlined, leaf: SunOutlined, safety: SafetyOutlined,
  setting: SettingOutlined, shop: ShopOutlined, solution: SolutionOutlined, team: TeamOutlined, tool: ToolOutlined, video: VideoCameraOutlined,
};

/** The icon of a name of the set; nothing for another name. */
export function MenuIconView({ name }: { name?: string }) {
  const Icon = name ? ICONS[name as MenuIcon] : undefined;
  return Icon ? <Icon aria-hidden /> : null;
}
