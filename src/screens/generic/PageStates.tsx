import { Button, Result, Spin } from 'antd';
import { useIntl } from 'react-intl';
import type { PageConfigState } from './usePageConfig';

/** What a generic screen shows until its configuration is ready: a spinner or a retry. */
export function PageStates({ state }: { state: Exclude<PageConfigState, { status: 'ready' }> }) {
  const intl = useIntl();
  if (state.status === 'loading') return <Spin style={{ display: 'block', margin: 48 }} />;
  return (
    <Result
      status="warning"
      title={intl.formatMessage({ id: 'generic.loadFailed' })}
      subTitle={state.malformed ? <span role="alert">{intl.formatMessage({ id: 'generic.configMalformed' })}</span> : null}
      extra={<Button onClick={state.retry}>{intl.formatMessage({ id: 'common.retry' })}</Button>}
    />
  );
}

export function NoAccess() {
  const intl = useIntl();
  return <Result status="403" title={intl.formatMessage({ id: 'generic.noAccess' })} />;
}
