import { Result, Spin } from 'antd';
import { useIntl } from 'react-intl';
import type { PageConfigState } from './usePageConfig';
import { LoadFailed } from '../../ui/LoadFailed';

/** What a generic screen shows until its configuration is ready: a spinner or a retry. */
export function PageStates({ state }: { state: Exclude<PageConfigState, { status: 'ready' }> }) {
  const intl = useIntl();
  if (state.status === 'loading') return <Spin style={{ display: 'block', margin: 48 }} />;
  return (
    <LoadFailed
      title={intl.formatMessage({ id: 'generic.loadFailed' })}
      detail={state.malformed ? <span role="alert">{intl.formatMessage({ id: 'generic.configMalformed' })}</span> : null}
      onRetry={state.retry}
    />
  );
}

export function NoAccess() {
  const intl = useIntl();
  return <Result status="403" title={intl.formatMessage({ id: 'generic.noAccess' })} />;
}
