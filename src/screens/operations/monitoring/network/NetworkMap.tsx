import { theme } from 'antd';
import { memo, useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import type { NetworkStation } from '../../../../api/operations/monitoringTypes';
import { STATION_COLOR } from '../shared/states';
import { boundsOf, clustersOf, graticule, MAP_HEIGHT, MAP_WIDTH, projector, type Bounds, type Cluster } from './mapGeometry';

interface NetworkMapProps {
  stations: readonly NetworkStation[];
  bounds: Bounds;
  /** A station's marker: open its monitor. */
  onOpen: (station: string) => void;
  /** A cluster's marker: zoom to its stations. */
  onZoom: (bounds: Bounds) => void;
}

const activate = (run: () => void) => (event: KeyboardEvent) => {
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    run();
  }
};

/** Map units per screen pixel: the map shrinks on a phone, its markers' hit areas must not (WCAG 2.5.8). */
function useUnitsPerPixel(svg: RefObject<SVGSVGElement | null>): number {
  const [units, setUnits] = useState(1);
  useEffect(() => {
    const el = svg.current;
    if (!el) return undefined;
    const measure = () => setUnits(el.clientWidth > 0 ? MAP_WIDTH / el.clientWidth : 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [svg]);
  return units;
}

/** Half the smallest target a finger is given, in screen pixels. */
const HIT_RADIUS_PX = 12;

/**
 * Every station at its longitude and latitude, drawn in SVG (no map tiles): one marker per grid
 * cell, a number on it when stations share the cell; colour is the worst state there. Markers
 * are buttons: a station opens its monitor, a cluster zooms in.
 */
export const NetworkMap = memo(function NetworkMap({ stations, bounds, onOpen, onZoom }: NetworkMapProps) {
  const intl = useIntl();
  const { token } = theme.useToken();
  // SVG draws no focus ring of its own everywhere: the focused marker gets one.
  const [focused, setFocused] = useState<string | null>(null);
  const svg = useRef<SVGSVGElement>(null);
  const hit = HIT_RADIUS_PX * useUnitsPerPixel(svg);
  const { x, y } = projector(bounds);
  const clusters = clustersOf(stations, bounds);
  const lines = graticule(bounds);
  const stateName = (c: Cluster) => intl.formatMessage({ id: `operations.monitoring.station.${c.state}` });
  return (
    <svg
      ref={svg}
      role="group"
      aria-label={intl.formatMessage({ id: 'operations.network.map' })}
      viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
      style={{ width: '100%', height: 'auto', display: 'block', background: token.colorFillQuaternary, borderRadius: token.borderRadius }}
      data-map-markers={clusters.length}
    >
      <g aria-hidden stroke={token.colorBorderSecondary} strokeWidth={1} fill={token.colorTextTertiary} fontSize={10}>
        {lines.lons.map((lon) => (
          <g key={`lon${lon}`}>
            <line x1={x(lon)} x2={x(lon)} y1={0} y2={MAP_HEIGHT} />
            <text x={x(lon) + 2} y={MAP_HEIGHT - 4} stroke="none">{`${lon}°E`}</text>
          </g>
        ))}
        {lines.lats.map((lat) => (
          <g key={`lat${lat}`}>
            <line x1={0} x2={MAP_WIDTH} y1={y(lat)} y2={y(lat)} />
            <text x={2} y={y(lat) - 2} stroke="none">{`${lat}°N`}</text>
          </g>
        ))}
      </g>
      {clusters.map((c) => {
        const single = c.stations.length === 1 ? c.stations[0] : undefined;
        const label = single
          ? intl.formatMessage({ id: 'operations.network.marker' }, { name: single.name, state: stateName(c) })
          : intl.formatMessage({ id: 'operations.network.cluster' }, { count: c.stations.length, state: stateName(c) });
        const run = single ? () => onOpen(single.did) : () => onZoom(boundsOf(c.stations));
        const r = single ? 8 : Math.min(22, 11 + Math.log2(c.stations.length) * 2);
        return (
          <g
            key={c.key}
            role="button"
            tabIndex={0}
            aria-label={label}
            onClick={run}
            onKeyDown={activate(run)}
            onFocus={() => setFocused(c.key)}
            onBlur={() => setFocused(null)}
            style={{ cursor: 'pointer', outline: 'none' }}
            data-station={single?.did}
          >
            <title>{label}</title>
            {/* Invisible: the marker's hit area, never under 24 × 24 screen pixels. */}
            {hit > r ? <circle cx={c.x} cy={c.y} r={hit} fill="transparent" /> : null}
            {focused === c.key ? <circle cx={c.x} cy={c.y} r={r + 5} fill="none" stroke={token.colorPrimary} strokeWidth={3} /> : null}
            <circle cx={c.x} cy={c.y} r={r} fill={STATION_COLOR[c.state]} stroke="#fff" strokeWidth={2} />
            {single ? null : (
              <text x={c.x} y={c.y} textAnchor="middle" dominantBaseline="central" fill="#fff" fontSize={11} fontWeight={600} aria-hidden>
                {c.stations.length}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
});
