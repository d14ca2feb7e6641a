import { Card, Typography, theme } from 'antd';
import { useIntl } from 'react-intl';
import type { Tariff, TouBand } from '../../../../api/energyTypes';
import { toneColors } from '../../../../ui';
import { BAND_TONE } from '../../shared/bandTone';
import { useEnergy } from '../../shared/EnergyFrame';
import { bandRanges, hourLabel, toBaseCurrency, TOU_BANDS } from '../model/tariff';

/** The tariff's time-of-use bands as a 24-hour strip, with each band's price and hours. */
export function TouStrip({ tariff }: { tariff: Tariff }) {
  const intl = useIntl();
  const { format, config } = useEnergy();
  const { token } = theme.useToken();
  // The tone's solid shade: white hour numbers read on it at 4.5:1 in both themes.
  const fill = (band: TouBand) => toneColors(token, BAND_TONE[band]).solid;
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const bands = tariff.bands ?? [];
  const price = (band: TouBand) => {
    const raw = tariff.bandPrices?.[band];
    const base = raw === undefined ? null : toBaseCurrency(raw, tariff.currency, config.fx);
    return base === null ? '—' : `${format.money(base)}/kWh`;
  };
  const bandName = (band: TouBand) => t(`peaking.band.${band}`);
  const title = t('peaking.tou.title');
  return (
    <Card size="small" title={title} extra={t('peaking.tou.since', { from: format.day(tariff.from) })}>
      <ol aria-label={title} style={{ display: 'grid', gridTemplateColumns: 'repeat(24, 1fr)', listStyle: 'none', margin: 0, padding: 0, gap: 1 }}>
        {bands.map((band, hour) => {
          const text = `${hourLabel(hour)}–${hourLabel(hour + 1)} ${bandName(band)}`;
          return (
            <li key={hour} title={text} aria-label={text} data-band={band} style={{ background: fill(band), height: 28, color: '#fff', fontSize: 10, display: 'grid', placeItems: 'center' }}>
              <span aria-hidden>{hour}</span>
            </li>
          );
        })}
      </ol>
      <ul style={{ listStyle: 'none', margin: '12px 0 0', padding: 0, display: 'flex', flexWrap: 'wrap', gap: 16 }}>
        {TOU_BANDS.map((band) => (
          <li key={band}>
            <span aria-hidden style={{ display: 'inline-block', width: 10, height: 10, background: fill(band), marginInlineEnd: 6 }} />
            <Typography.Text strong>{bandName(band)}</Typography.Text>{' '}
            <Typography.Text>{price(band)}</Typography.Text>{' '}
            <Typography.Text type="secondary">
              {bandRanges(bands, band)
                .map((r) => `${hourLabel(r.from)}–${hourLabel(r.to)}`)
                .join(', ')}
            </Typography.Text>
          </li>
        ))}
      </ul>
    </Card>
  );
}
