import { theme } from 'antd';
import { useIntl } from 'react-intl';
import { projectPoint } from './storeFilters';

const WIDTH = 180;
const HEIGHT = 90;

/**
 * Where the coordinates fall on a plain equirectangular world box, with the equator and the
 * prime meridian drawn: no tiles and no map library, so nothing leaves the app's origin.
 */
export function PositionPreview({ longitude, latitude }: { longitude: unknown; latitude: unknown }) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const point = projectPoint(longitude, latitude, WIDTH, HEIGHT);
  const label = point
    ? intl.formatMessage({ id: 'admin.stores.position' }, {
        lat: intl.formatNumber(Math.abs(latitude as number), { maximumFractionDigits: 4 }),
        ns: intl.formatMessage({ id: (latitude as number) >= 0 ? 'admin.stores.north' : 'admin.stores.south' }),
        lng: intl.formatNumber(Math.abs(longitude as number), { maximumFractionDigits: 4 }),
        ew: intl.formatMessage({ id: (longitude as number) >= 0 ? 'admin.stores.east' : 'admin.stores.west' }),
      })
    : intl.formatMessage({ id: 'admin.stores.noPosition' });
  return (
    <figure style={{ margin: '0 0 12px', display: 'flex', alignItems: 'center', gap: 12 }}>
      <svg role="img" aria-label={label} width={WIDTH} height={HEIGHT} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} style={{ flex: 'none' }}>
        <rect x={0} y={0} width={WIDTH} height={HEIGHT} fill={token.colorFillTertiary} stroke={token.colorBorder} />
        <line x1={0} y1={HEIGHT / 2} x2={WIDTH} y2={HEIGHT / 2} stroke={token.colorBorder} strokeDasharray="3 3" />
        <line x1={WIDTH / 2} y1={0} x2={WIDTH / 2} y2={HEIGHT} stroke={token.colorBorder} strokeDasharray="3 3" />
        {point ? <circle cx={point.x} cy={point.y} r={4} fill={token.colorPrimary} stroke={token.colorBgContainer} strokeWidth={1.5} /> : null}
      </svg>
      <figcaption style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>{label}</figcaption>
    </figure>
  );
}
