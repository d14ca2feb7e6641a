import { Button, Result } from 'antd';
import { FormattedMessage } from 'react-intl';
import { useRouteError } from 'react-router-dom';

/** What a person sees when a screen throws: a plain message and a way to try again, never a stack. */
export default function RouteErrorScreen() {
  const error = useRouteError();
  const reason = error instanceof Error ? error.message : '';
  return (
    <Result
      status="error"
      title={<FormattedMessage id="routeError.title" />}
      subTitle={reason ? <FormattedMessage id="loadFail" values={{ reason }} /> : <FormattedMessage id="loadFailToRetry" />}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          <FormattedMessage id="common.retry" />
        </Button>
      }
    />
  );
}
