import { Card } from 'antd';
import { useIntl } from 'react-intl';
import { ENERGY_TYPES, type EnergyType, type ReportAnswer, type ReportColumn } from '../../../api/energyTypes';
import { useEnergy } from '../shared/EnergyFrame';
import { Table } from '../../../ui';

type ReportRow = ReportAnswer['data'][number] & { __key: string };

/** The report as the server pages it: columns from the answer (titles `report.col.<key>`), a totals row over every row. */
export function ReportTable({ answer, loading, page, pageSize, onPage }: { answer: ReportAnswer; loading: boolean; page: number; pageSize: number; onPage: (page: number) => void }) {
  const intl = useIntl();
  const { format } = useEnergy();
  const title = (c: ReportColumn) => {
    const unit = c.type === 'money' ? format.moneyCurrency : c.type === 'percent' ? undefined : c.unit;
    const name = intl.formatMessage({ id: `report.col.${c.key}` });
    return unit ? `${name} (${unit})` : name;
  };
  const cell = (c: ReportColumn, value: string | number | null | undefined) => {
    if (value === null || value === undefined || value === '') return '—';
    if (c.key === 'time' && typeof value === 'string') return format.bucket(value);
    if (c.key === 'energytype' && (ENERGY_TYPES as readonly unknown[]).includes(value)) return format.energyType(value as EnergyType);
    if (typeof value !== 'number') return String(value);
    if (c.type === 'money') return format.money(value);
    if (c.type === 'percent') return format.percent(value);
    return format.number(value, 2);
  };
  const label = intl.formatMessage({ id: 'analysis.report.table' });
  return (
    <Card size="small" title={label}>
      <Table<ReportRow>
        size="small"
        rowKey="__key"
        loading={loading}
        dataSource={answer.data.map((row, index) => ({ ...row, __key: `${page}-${index}` }))}
        aria-label={label}
        scroll={{ x: 900 }}
        pagination={{ current: page, pageSize, total: answer.total, showSizeChanger: false, onChange: onPage, showTotal: (total) => intl.formatMessage({ id: 'analysis.report.totalRows' }, { total }) }}
        columns={answer.columns.map((c) => ({
          key: c.key,
          dataIndex: c.key,
          title: title(c),
          align: c.type === 'text' ? ('left' as const) : ('right' as const),
          render: (value: string | number | null) => cell(c, value),
        }))}
        summary={() => (
          <Table.Summary.Row data-testid="report-totals">
            {answer.columns.map((c, index) => (
              <Table.Summary.Cell key={c.key} index={index} align={c.type === 'text' ? 'left' : 'right'}>
                {index === 0 ? <strong>{intl.formatMessage({ id: 'analysis.report.totals' })}</strong> : c.key in answer.totals ? <strong>{cell(c, answer.totals[c.key])}</strong> : ''}
              </Table.Summary.Cell>
            ))}
          </Table.Summary.Row>
        )}
      />
    </Card>
  );
}
