import { Drawer } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useStores } from '../stores/context';
import { ModuleTabs } from './ModuleTabs';
import { SideMenu } from './SideMenu';

/** A phone's side menu: a drawer over the content, closed until asked for, holding the module list too (the header has no room for it). */
const PhoneMenu = observer(function PhoneMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { theme } = useStores();
  const intl = useIntl();
  const { sideBackground, sideFont, sideSelected } = theme.nav;
  return (
    <Drawer
      placement="left"
      open={open}
      onClose={onClose}
      title={intl.formatMessage({ id: 'shell.menuDrawer' })}
      size={300}
      styles={{ body: { padding: 0, background: sideBackground }, header: { background: sideBackground, color: sideFont } }}
    >
      <ModuleTabs color={sideFont} selectedColor={sideSelected} layout="list" />
      <nav aria-label={intl.formatMessage({ id: 'shell.sideMenu' })} data-side-menu="">
        <SideMenu collapsed={false} />
      </nav>
    </Drawer>
  );
});

export default PhoneMenu;
