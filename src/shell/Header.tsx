import { Layout } from 'antd';
import { observer } from 'mobx-react-lite';
import { useStores } from '../stores/context';
import { AppSwitcherSlot } from './AppSwitcherSlot';
import { Brand } from './Brand';
import { LanguageMenu } from './LanguageMenu';
import { UserMenu } from './UserMenu';

/** Brand, app switcher (embedded only), language menu and user menu, in the tenant's colours. */
export const Header = observer(function Header() {
  const { menu } = useStores();
  const { headerBackground, headerFont } = menu.style;
  return (
    <Layout.Header
      role="banner"
      style={{ display: 'flex', alignItems: 'center', gap: 8, background: headerBackground, paddingInline: 16 }}
    >
      <Brand color={headerFont} />
      <span style={{ flex: 1 }} />
      <AppSwitcherSlot color={headerFont} />
      <LanguageMenu color={headerFont} />
      <UserMenu color={headerFont} />
    </Layout.Header>
  );
});
