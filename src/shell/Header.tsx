import { Layout } from 'antd';
import { observer } from 'mobx-react-lite';
import { useStores } from '../stores/context';
import { AppSwitcher } from './AppSwitcher';
import { BookmarkMenu } from './BookmarkMenu';
import { ConnectionBadge } from './ConnectionBadge';
import { UploadSlot } from './UploadSlot';
import { Brand } from './Brand';
import { LanguageMenu } from './LanguageMenu';
import { ModuleTabs } from './ModuleTabs';
import { MenuSearch } from './palette/MenuSearch';
import { ProjectBadge } from './ProjectBadge';
import { UserMenu } from './UserMenu';
import { ScanButton } from '../ui/scanner/ScanButton';

/** Brand, module tabs, menu search, project, the connection (while it is lost or just back), uploads (while any are listed), bookmarks, app switcher (embedded only), language and user menus. */
export const Header = observer(function Header({ pickerOffered }: { pickerOffered: boolean }) {
  const { theme } = useStores();
  // The tenant's colours with every text readable on them (ThemeStore.nav).
  const { headerBackground, headerFont, headerSelected } = theme.nav;
  return (
    <Layout.Header
      role="banner"
      style={{ display: 'flex', alignItems: 'center', gap: 8, background: headerBackground, paddingInline: 16, height: 56, lineHeight: 'normal' }}
    >
      <Brand color={headerFont} />
      <ModuleTabs color={headerFont} selectedColor={headerSelected} />
      <MenuSearch color={headerFont} />
      <ProjectBadge color={headerFont} offered={pickerOffered} />
      <ConnectionBadge color={headerFont} />
      <UploadSlot color={headerFont} />
      <ScanButton color={headerFont} />
      <BookmarkMenu color={headerFont} />
      <AppSwitcher color={headerFont} />
      <LanguageMenu color={headerFont} />
      <UserMenu color={headerFont} />
    </Layout.Header>
  );
});
