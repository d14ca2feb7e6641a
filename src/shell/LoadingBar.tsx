import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useStores } from '../stores/context';

/** The global loading indicator (spec §4): a thin bar while requests are pending. */
export const LoadingBar = observer(function LoadingBar() {
  const { loading } = useStores();
  const intl = useIntl();
  if (!loading.visible) return null;
  return (
    <div
      role="progressbar"
      aria-label={intl.formatMessage({ id: 'loading' })}
      aria-busy="true"
      data-testid="loading-bar"
      style={{ position: 'fixed', top: 0, left: 0, right: 0, height: 3, zIndex: 2000, background: 'linear-gradient(90deg,#007fff,#36cfc9)' }}
    />
  );
});
