import { dayForm } from '../../../lib/dateText';
import { theme } from 'antd';
import { useIntl } from 'react-intl';

/**
 * Occupancy by day and hour as a grid of cells coloured by value. It is a real table (a caption,
 * day and hour headers, each cell's percentage as text), so a screen reader reads the figures.
 */
export function OccupancyHeatmap({ days, heat, zone }: { days: string[]; heat: number[][]; zone: string }) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const caption = intl.formatMessage({ id: 'operations.parking.heatmap' });
  const day = (d: string) => dayForm(intl, d, { weekday: 'short', month: 'numeric', day: 'numeric' });
  const percent = (v: number) => intl.formatNumber(v, { style: 'percent', maximumFractionDigits: 0 });
  const cell = { width: 30, height: 26, padding: 0, fontSize: 10, textAlign: 'center' as const };
  return (
    <div style={{ overflowX: 'auto' }}>
      <table aria-label={caption} data-zone={zone} style={{ borderCollapse: 'separate', borderSpacing: 2 }}>
        <caption style={{ captionSide: 'bottom', textAlign: 'start', color: token.colorTextSecondary, fontSize: 12 }}>{intl.formatMessage({ id: 'operations.parking.heatmapNote' })}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage({ id: 'operations.parking.day' })}</th>
            {heat[0]?.map((_v, hour) => (
              <th key={hour} scope="col" style={{ ...cell, fontWeight: 'normal' }}>
                {hour}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {heat.map((row, d) => (
            <tr key={days[d]}>
              <th scope="row" style={{ whiteSpace: 'nowrap', textAlign: 'start', paddingInlineEnd: 8, fontWeight: 'normal' }}>
                {day(days[d] ?? '')}
              </th>
              {row.map((value, hour) => (
                <td
                  key={hour}
                  data-value={value}
                  style={{ ...cell, background: `color-mix(in srgb, ${token.colorPrimary} ${Math.round(value * 100)}%, ${token.colorFillQuaternary})` }}
                >
                  {/* The figure sits on the page's own background: readable on any shade, in both themes. */}
                  <span style={{ background: token.colorBgContainer, color: token.colorText, borderRadius: 3, padding: '0 2px' }}>{percent(value)}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
