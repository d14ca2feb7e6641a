import { Card, Tooltip, Typography, theme } from 'antd';
import { useIntl } from 'react-intl';
import { ENERGY_UNIT, type Tariff, type TouBand } from '../../../api/energyTypes';
import { convertBetween, convertMoney } from '../../../lib/money';
import { useStores } from '../../../stores/context';
import { StatusTag, Table, toneColors } from '../../../ui';
import { BAND_TONE } from '../shared/bandTone';
import { useEnergy } from '../shared/EnergyFrame';

const BAND_ORDER: readonly TouBand[] = ['peak', 'flat', 'valley'];

/** Formats unit prices (4 decimals: a kWh costs fractions of a cent) in the language's currency. */
export function usePriceFormat() {
  const intl = useIntl();
  const { locale } = useStores();
  const { config } = useEnergy();
  const currency = locale.currency;
  return (price: number, from: string) => {
    const converted = convertBetween(price, from, config.fx, currency); // through the rates' base
    const [value, code] = converted === null ? [price, from] : [converted, currency];
    return intl.formatNumber(value, { style: 'currency', currency: code, minimumFractionDigits: 2, maximumFractionDigits: 4 });
  };
}

/** The reference exchange rate the prices were converted with, and its date. */
export function FxNote() {
  const intl = useIntl();
  const { locale } = useStores();
  const { config, format } = useEnergy();
  const { fx } = config;
  const currency = locale.currency;
  const rate = convertMoney(1, fx, currency);
  const text =
    currency === fx.base
      ? intl.formatMessage({ id: 'efficiency.fx.base' }, { base: fx.base })
      : rate === null
        ? intl.formatMessage({ id: 'efficiency.fx.missing' }, { currency, base: fx.base })
        : intl.formatMessage({ id: 'efficiency.fx.rate' }, { base: fx.base, rate: intl.formatNumber(rate, { maximumFractionDigits: 6 }), currency, date: format.day(fx.date) });
  return (
    <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }} data-testid="fx-note">
      {text}
    </Typography.Paragraph>
  );
}

/** The electricity time-of-use bands as a 24-hour strip, with the price of each band. */
export function TouStrip({ tariff }: { tariff: Tariff }) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const price = usePriceFormat();
  const fill = (b: TouBand) => toneColors(token, BAND_TONE[b]).solid;
  const bands = tariff.bands ?? [];
  const band = (b: TouBand) => intl.formatMessage({ id: `efficiency.band.${b}` });
  return (
    <div>
      <ol
        aria-label={intl.formatMessage({ id: 'efficiency.tariff.strip' })}
        style={{ display: 'grid', gridTemplateColumns: 'repeat(24, 1fr)', gap: 2, listStyle: 'none', padding: 0, margin: '0 0 4px' }}
      >
        {bands.map((b, hour) => {
          const label = intl.formatMessage({ id: 'efficiency.tariff.hour' }, { hour: String(hour).padStart(2, '0'), band: band(b) });
          return (
            <Tooltip key={hour} title={label}>
              <li aria-label={label} tabIndex={0} style={{ background: fill(b), height: 24, borderRadius: 2 }} />
            </Tooltip>
          );
        })}
      </ol>
      <div aria-hidden style={{ display: 'flex', justifyContent: 'space-between', fontSize: 11, opacity: 0.65, marginBottom: 8 }}>
        <span>00:00</span>
        <span>06:00</span>
        <span>12:00</span>
        <span>18:00</span>
        <span>24:00</span>
      </div>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {BAND_ORDER.filter((b) => tariff.bandPrices?.[b] !== undefined).map((b) => (
          <StatusTag key={b} tone={BAND_TONE[b]} data-testid={`band-${b}`}>
            {band(b)}: {price(tariff.bandPrices![b], tariff.currency)}/kWh ({intl.formatMessage({ id: 'efficiency.tariff.hours' }, { count: bands.filter((x) => x === b).length })})
          </StatusTag>
        ))}
      </div>
    </div>
  );
}

/** The store's tariffs: electricity by time-of-use band, then water, gas, heat and the PV feed-in price. */
export function TariffCard() {
  const intl = useIntl();
  const { config, format } = useEnergy();
  const price = usePriceFormat();
  const electricity = config.tariffs.find((t) => t.energytype === 'electricity' && t.bands && t.bands.length === 24);
  const kind = (t: Tariff) => (t.energytype === 'pv-feed-in' ? intl.formatMessage({ id: 'efficiency.tariff.feedIn' }) : format.energyType(t.energytype));
  const unitOf = (t: Tariff) => (t.energytype === 'pv-feed-in' ? 'kWh' : ENERGY_UNIT[t.energytype]);
  return (
    <Card size="small" title={intl.formatMessage({ id: 'efficiency.tariff.title' })}>
      <FxNote />
      {electricity && <TouStrip tariff={electricity} />}
      <Table<Tariff>
        aria-label={intl.formatMessage({ id: 'efficiency.tariff.title' })}
        style={{ marginTop: 12 }}
        size="small"
        rowKey={(t) => `${t.energytype}-${t.from}`}
        pagination={false}
        dataSource={config.tariffs}
        columns={[
          { key: 'type', title: intl.formatMessage({ id: 'efficiency.col.energyType' }), render: (_, t) => kind(t) },
          { key: 'price', title: intl.formatMessage({ id: 'efficiency.col.price' }), align: 'right', render: (_, t) => `${price(t.price, t.currency)}/${unitOf(t)}` },
          { key: 'original', title: intl.formatMessage({ id: 'efficiency.col.original' }), align: 'right', render: (_, t) => `${format.number(t.price, 4)} ${t.currency}` },
          { key: 'from', title: intl.formatMessage({ id: 'efficiency.col.from' }), render: (_, t) => format.day(t.from) },
        ]}
      />
    </Card>
  );
}
