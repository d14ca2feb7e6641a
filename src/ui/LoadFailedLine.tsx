import { Alert, Button } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useIntl } from 'react-intl';

export interface LoadFailedLineProps {
  /** What could not be loaded. */
  title: ReactNode;
  onRetry: () => void;
  /** Why, when known. */
  detail?: ReactNode;
  /** `error` (the default): a part failed; `warning`: a secondary part (a column, a side list) did not come. */
  status?: 'warning' | 'error';
  style?: CSSProperties;
}

/**
 * A part of a screen whose load failed, as one line with its Retry: LoadFailed's inline form, in a
 * file of its own so the shell's first screens use it without antd's Result (its illustrations).
 */
export function LoadFailedLine({ title, onRetry, detail, status = 'error', style }: LoadFailedLineProps) {
  const intl = useIntl();
  const retry = <Button onClick={onRetry}>{intl.formatMessage({ id: 'common.retry' })}</Button>;
  return <Alert type={status} showIcon title={title} description={detail} action={retry} style={style} />;
}
