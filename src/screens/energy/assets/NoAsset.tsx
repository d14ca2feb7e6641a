import { useIntl } from 'react-intl';
import { EmptyData } from '../../../ui';

export type AssetKind = 'pv' | 'storage' | 'charging' | 'discharge';

/** The clear "this store has no PV / storage / charging" state of the asset screens. */
export function NoAsset({ kind, storeName }: { kind: AssetKind; storeName: string }) {
  const intl = useIntl();
  const text = {
    pv: intl.formatMessage({ id: 'assets.none.pv' }, { store: storeName }),
    storage: intl.formatMessage({ id: 'assets.none.storage' }, { store: storeName }),
    charging: intl.formatMessage({ id: 'assets.none.charging' }, { store: storeName }),
    discharge: intl.formatMessage({ id: 'assets.none.discharge' }, { store: storeName }),
  }[kind];
  return (
    <div role="status" data-testid="no-asset">
      <EmptyData description={text} height={240} />
    </div>
  );
}
