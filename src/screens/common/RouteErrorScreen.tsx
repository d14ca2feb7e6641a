import { FormattedMessage } from 'react-intl';
import { useRouteError } from 'react-router-dom';
import { LoadFailed } from '../../ui/LoadFailed';

/** What a person sees when a screen throws: a plain message and a way to try again, never a stack. */
export default function RouteErrorScreen() {
  const error = useRouteError();
  const reason = error instanceof Error ? error.message : '';
  return (
    <LoadFailed
      status="error"
      title={<FormattedMessage id="routeError.title" />}
      detail={reason ? <FormattedMessage id="loadFail" values={{ reason }} /> : <FormattedMessage id="loadFailToRetry" />}
      onRetry={() => window.location.reload()}
    />
  );
}
