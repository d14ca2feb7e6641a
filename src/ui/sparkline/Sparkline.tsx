import { theme } from 'antd';
import { memo } from 'react';
import { sparklinePath, type SparkSample } from './sparklinePath';

export interface SparklineProps {
  samples: readonly SparkSample[];
  /** The window shown, epoch ms (the last hour, say): samples are placed by time within it. */
  from: number;
  to: number;
  /** Read by screen readers instead of the drawing ("last hour 21.3 to 23.1 °C"). */
  label: string;
  width?: number;
  height?: number;
}

/**
 * A small trend line: one SVG polyline, no chart library, so hundreds of them re-render cheaply
 * at every refresh. Memoised on its samples array: unchanged series are not redrawn.
 */
export const Sparkline = memo(function Sparkline({ samples, from, to, label, width = 96, height = 24 }: SparklineProps) {
  const { token } = theme.useToken();
  const points = sparklinePath(samples, from, to, width, height);
  return (
    <svg role="img" aria-label={label} width={width} height={height} viewBox={`0 0 ${width} ${height}`} style={{ display: 'block' }}>
      {points ? <polyline points={points} fill="none" stroke={token.colorPrimary} strokeWidth={1.5} strokeLinejoin="round" /> : null}
    </svg>
  );
});
