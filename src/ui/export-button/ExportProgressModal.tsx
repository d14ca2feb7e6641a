import { Alert, Button, Progress } from 'antd';
import { useIntl } from 'react-intl';
import { Dialog } from '../dialog/Dialog';
import { errorText } from './errorText';
import type { ExportRunState } from './useExportRun';

interface ExportProgressModalProps {
  state: ExportRunState;
  onCancel: () => void;
  onClose: () => void;
}

/** Progress of a running export with a Cancel button, or the reason it failed. */
export function ExportProgressModal({ state, onCancel, onClose }: ExportProgressModalProps) {
  const intl = useIntl();
  const running = state.status === 'running';
  const progress = running ? state.progress : null;
  const percent = progress ? Math.min(100, Math.floor(progress.ratio * 100)) : 0;
  const detail = !progress
    ? intl.formatMessage({ id: 'ui.export.starting' })
    : progress.phase === 'fetching'
      ? intl.formatMessage({ id: 'ui.export.fetching' }, { done: intl.formatNumber(progress.done), total: intl.formatNumber(progress.total) })
      : intl.formatMessage({ id: 'ui.export.writing' }, { done: intl.formatNumber(progress.done), total: intl.formatNumber(progress.total) });
  return (
    <Dialog
      open={state.status !== 'idle'}
      title={intl.formatMessage({ id: 'ui.export.title' })}
      closable={false}
      mask={{ closable: false }}
      destroyOnHidden
      onCancel={running ? onCancel : onClose}
      footer={
        running ? (
          <Button onClick={onCancel}>{intl.formatMessage({ id: 'common.cancel' })}</Button>
        ) : (
          <Button onClick={onClose}>{intl.formatMessage({ id: 'common.close' })}</Button>
        )
      }
    >
      {state.status === 'failed' ? (
        <Alert type="error" showIcon title={intl.formatMessage({ id: 'ui.export.failed' }, { reason: errorText(state.error, intl) })} />
      ) : (
        <div>
          <Progress percent={percent} status="active" aria-label={intl.formatMessage({ id: 'ui.export.title' })} />
          <p aria-live="polite" style={{ margin: '8px 0 0' }}>
            {detail}
          </p>
        </div>
      )}
    </Dialog>
  );
}
