import { observer } from 'mobx-react-lite';
import { useStores } from '../stores/context';

/** Tenant logo and platform name, each shown only when the tenant's display flag allows it. */
export const Brand = observer(function Brand({ color, size = 28 }: { color?: string; size?: number }) {
  const { tenant } = useStores();
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 10, color, fontWeight: 600, fontSize: 16 }} data-testid="brand">
      {tenant.showLogo && tenant.logo ? <img src={tenant.logo} alt="" width={size} height={size} /> : null}
      {tenant.showName ? <span data-testid="brand-name">{tenant.platformName}</span> : null}
    </span>
  );
});
