import { Layout } from 'antd';
import { observer } from 'mobx-react-lite';
import { useStores } from '../stores/context';
import { AppSwitcher } from './AppSwitcher';
import { BookmarkMenu } from './BookmarkMenu';
import { ConnectionBadge } from './ConnectionBadge';
import { UploadSlot } from './UploadSlot';
import { Brand } from './Brand';
import { LanguageMenu } from './LanguageMenu';
import { MenuButton } from './MenuButton';
import { ModuleTabs } from './ModuleTabs';
import { MenuSearch } from './palette/MenuSearch';
import { ProjectBadge } from './ProjectBadge';
import { UserMenu } from './UserMenu';
import { ScanButton } from '../ui/scanner/ScanButton';

interface HeaderProps {
  pickerOffered: boolean;
  /** A phone: one row of icons (menu, store, search, …, user); brand and modules move into the menu drawer. */
  narrow?: boolean;
  menuOpen?: boolean;
  onOpenMenu?: () => void;
}

/** Brand, module tabs, menu search, project, the connection (while it is lost or just back), uploads (while any are listed), bookmarks, app switcher (embedded only), language and user menus. */
export const Header = observer(function Header({ pickerOffered, narrow = false, menuOpen = false, onOpenMenu }: HeaderProps) {
  const { theme } = useStores();
  // The tenant's colours with every text readable on them (ThemeStore.nav).
  const { headerBackground, headerFont, headerSelected } = theme.nav;
  return (
    <Layout.Header
      role="banner"
      style={{ display: 'flex', alignItems: 'center', gap: narrow ? 2 : 8, background: headerBackground, paddingInline: narrow ? 4 : 16, height: 56, lineHeight: 'normal' }}
    >
      {narrow ? <MenuButton color={headerFont} expanded={menuOpen} onOpen={() => onOpenMenu?.()} /> : <Brand color={headerFont} />}
      {narrow ? null : <ModuleTabs color={headerFont} selectedColor={headerSelected} />}
      {narrow ? <ProjectBadge color={headerFont} offered={pickerOffered} compact /> : null}
      <MenuSearch color={headerFont} compact={narrow} />
      {narrow ? null : <ProjectBadge color={headerFont} offered={pickerOffered} />}
      <ConnectionBadge color={headerFont} />
      <UploadSlot color={headerFont} />
      <ScanButton color={headerFont} />
      <BookmarkMenu color={headerFont} />
      <AppSwitcher color={headerFont} />
      <LanguageMenu color={headerFont} compact={narrow} />
      <UserMenu color={headerFont} compact={narrow} />
    </Layout.Header>
  );
});
