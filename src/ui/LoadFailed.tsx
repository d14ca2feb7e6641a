import { Button, Result } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { LoadFailedLine } from './LoadFailedLine';

export interface LoadFailedProps {
  /** What could not be loaded. */
  title: ReactNode;
  onRetry: () => void;
  /** Why, when the screen knows (a malformed configuration, the error's message). */
  detail?: ReactNode;
  /** A part of a screen (a panel, a dialog's list) rather than the whole: a line with its Retry, not a page. */
  inline?: boolean;
  /** `error`: the screen itself broke, or a part failed (the default inline); `warning`: a screen's data did not come (the default). */
  status?: 'warning' | 'error';
  style?: CSSProperties;
}

/** Something whose load failed: says what could not be loaded (and why, when known) and offers to try again. */
export function LoadFailed({ title, onRetry, detail, inline = false, status, style }: LoadFailedProps) {
  const intl = useIntl();
  if (inline) return <LoadFailedLine title={title} onRetry={onRetry} detail={detail} status={status} style={style} />;
  const tone = status ?? 'warning';
  const retry = (
    <Button type={tone === 'error' ? 'primary' : 'default'} onClick={onRetry}>
      {intl.formatMessage({ id: 'common.retry' })}
    </Button>
  );
  return <Result status={tone} title={title} subTitle={detail} extra={retry} style={style} />;
}
