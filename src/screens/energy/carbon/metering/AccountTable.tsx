import { Card } from 'antd';
import { useIntl } from 'react-intl';
import { ENERGY_TYPES, ENERGY_UNIT, type AggAnswer, type EnergyType } from '../../../../api/energyTypes';
import { ExportButton, Table } from '../../../../ui';
import { useEnergy } from '../../shared/EnergyFrame';
import { factorsText } from '../model/factors';
import { clientExport } from './clientExport';

/** One line of the carbon account: an energy type over the period. */
export interface AccountLine {
  type: EnergyType;
  label: string;
  unit: string;
  energy: number;
  green: number;
  factors: string;
  carbon: number;
  /** Percent of the period's emissions. */
  share: number;
}

/** The account lines of the chosen energy types, from aggquery grouped by energy type. */
export function accountLines(answer: AggAnswer, types: readonly EnergyType[], label: (t: EnergyType) => string, factors: (t: EnergyType) => string): AccountLine[] {
  const total = answer.total.carbon;
  return types.map((type) => {
    const row = answer.rows.find((r) => r.key === type || r.energytype === type);
    const carbon = row?.carbon ?? 0;
    return {
      type,
      label: label(type),
      unit: ENERGY_UNIT[type],
      energy: row?.energy ?? 0,
      green: row?.green ?? 0,
      factors: factors(type),
      carbon,
      share: total > 0 ? (carbon / total) * 100 : 0,
    };
  });
}

/** The period's carbon account per energy type, with its export (given the page's export permission). */
export function AccountTable({ answer, types, canExport }: { answer: AggAnswer; types: readonly EnergyType[]; canExport: boolean }) {
  const intl = useIntl();
  const { config, period, format, store } = useEnergy();
  const t = (id: string) => intl.formatMessage({ id });
  const lines = accountLines(answer, types, format.energyType, (type) => factorsText(config.factors, type, period.start, period.end, format));
  const columns = [
    { key: 'label', title: t('carbon.metering.col.type') },
    { key: 'unit', title: t('carbon.metering.col.unit') },
    { key: 'energy', title: t('carbon.metering.col.energy'), type: 'number' as const },
    { key: 'green', title: t('carbon.metering.col.green'), type: 'number' as const },
    { key: 'factors', title: t('carbon.metering.col.factors') },
    { key: 'carbon', title: t('carbon.metering.col.carbonKg'), type: 'number' as const },
    { key: 'share', title: t('carbon.metering.col.share'), type: 'number' as const },
  ];
  // All types shown: the server's total; a filtered view: the sum of the lines shown.
  const all = types.length === ENERGY_TYPES.length;
  const shownCarbon = all ? answer.total.carbon : lines.reduce((s, l) => s + l.carbon, 0);
  const shownTce = all ? answer.total.tce : answer.rows.filter((r) => types.includes(r.energytype ?? (r.key as EnergyType))).reduce((s, r) => s + r.tce, 0);
  const round = (row: AccountLine) => ({ ...row, energy: round2(row.energy), green: round2(row.green), carbon: round2(row.carbon), share: round2(row.share) });
  const title = t('carbon.metering.account.title');
  return (
    <Card
      size="small"
      title={title}
      extra={canExport ? <ExportButton job={clientExport(`carbon-account-${store}-${period.start}-${period.end}`, columns, lines.map(round), title)} /> : null}
    >
      <Table<AccountLine>
        size="small"
        rowKey="type"
        pagination={false}
        dataSource={lines}
        aria-label={title}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'label', dataIndex: 'label', title: columns[0]!.title },
          { key: 'energy', title: columns[2]!.title, align: 'right', render: (_, r) => `${format.number(r.energy)} ${r.unit}` },
          { key: 'green', title: columns[3]!.title, align: 'right', render: (_, r) => (r.type === 'electricity' ? `${format.number(r.green)} kWh` : '—') },
          { key: 'factors', dataIndex: 'factors', title: `${columns[4]!.title}` },
          { key: 'carbon', title: t('carbon.metering.col.carbon'), align: 'right', render: (_, r) => format.carbon(r.carbon) },
          { key: 'share', title: columns[6]!.title, align: 'right', render: (_, r) => format.percent(r.share) },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>{t('carbon.metering.total')}</Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">{`${format.number(shownTce)} tce`}</Table.Summary.Cell>
            <Table.Summary.Cell index={2} align="right">{types.includes('electricity') ? `${format.number(answer.total.green)} kWh` : '—'}</Table.Summary.Cell>
            <Table.Summary.Cell index={3} />
            <Table.Summary.Cell index={4} align="right">{format.carbon(shownCarbon)}</Table.Summary.Cell>
            <Table.Summary.Cell index={5} align="right">{format.percent(lines.reduce((s, l) => s + l.share, 0))}</Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
    </Card>
  );
}

const round2 = (v: number) => Math.round(v * 100) / 100;
