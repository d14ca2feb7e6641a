import { useScreenPid } from '../../../ui/hooks/useScreenPid';
import { Alert, Button, InputNumber, Space, theme, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ENERGY_TYPES, ENERGY_UNIT, type EnergyType } from '../../../api/energyTypes';
import { useStores } from '../../../stores/context';
import { Table, toneColors } from '../../../ui';
import { useEnergy } from '../shared/EnergyFrame';
import { budgetProblems, monthsOf, planOf, type BudgetDraft } from './budget';
import { useSave } from './useSave';
import { analysisApi } from '../../../api/analysis';

interface Row {
  type: EnergyType;
}

/**
 * The year's budget, 12 months per energy type, edited in place and saved at once
 * (analysis update). Each cell shows the month's actual under it, red when over budget. A draft
 * that fails the checks is not sent; a refusal from the server is shown and the draft stays.
 * Without the page's edit permission the cells are read-only and there is no Save or Reset.
 */
export function BudgetTable({
  store,
  year,
  types,
  initial,
  actual,
  onSaved,
  canEdit,
}: {
  store: string;
  year: number;
  /** The energy types shown (those the store meters). */
  types: readonly EnergyType[];
  initial: BudgetDraft;
  actual: Record<EnergyType, Array<number | null>>;
  onSaved: () => void;
  canEdit: boolean;
}) {
  const intl = useIntl();
  const { api, notify } = useStores();
  const pid = useScreenPid();
  const { format } = useEnergy();
  const { token } = theme.useToken();
  const overTone = toneColors(token, 'error');
  const [draft, setDraft] = useState<BudgetDraft>(initial);
  const problems = budgetProblems(draft);
  const { checked, saving, serverError, save, reset } = useSave(problems.length > 0 ? null : draft, async (checkedDraft) => {
    await analysisApi(api, pid).saveBudget(planOf(store, year, checkedDraft));
    notify.success({ id: 'efficiency.budget.saved' });
    onSaved();
  });
  const shown = checked ? problems : [];
  const months = monthsOf(year);
  const dirty = ENERGY_TYPES.some((t) => draft[t].some((v, i) => v !== initial[t][i]));

  const setCell = (type: EnergyType, month: number, value: number | null) => setDraft((d) => ({ ...d, [type]: d[type].map((v, i) => (i === month ? value : v)) }));

  const columns: TableColumnsType<Row> = [
    {
      key: 'type',
      title: intl.formatMessage({ id: 'efficiency.col.energyType' }),
      fixed: 'left',
      width: 140,
      render: (_, r) => `${format.energyType(r.type)} (${ENERGY_UNIT[r.type]})`,
    },
    ...months.map((month, i) => ({
      key: month,
      title: month.slice(5),
      width: 116,
      render: (_: unknown, r: Row) => {
        const value = draft[r.type][i] ?? null;
        const done = actual[r.type][i] ?? null;
        const over = value !== null && done !== null && done > value;
        const invalid = shown.some((p) => p.type === r.type && p.month === i);
        return (
          <div data-over={over || undefined} style={{ background: over ? overTone.background : undefined, borderRadius: 4, padding: 2 }}>
            <InputNumber
              size="small"
              status={invalid ? 'error' : undefined}
              aria-label={intl.formatMessage({ id: 'efficiency.budget.cell' }, { type: format.energyType(r.type), month })}
              value={value}
              disabled={!canEdit}
              onChange={(next) => setCell(r.type, i, typeof next === 'number' ? next : null)}
              style={{ width: '100%' }}
            />
            <div style={{ fontSize: 11, color: over ? overTone.text : token.colorTextSecondary, whiteSpace: 'nowrap' }}>
              {done === null ? '—' : format.number(done, 0)}
            </div>
          </div>
        );
      },
    })),
    {
      key: 'total',
      title: intl.formatMessage({ id: 'efficiency.col.total' }),
      align: 'right',
      fixed: 'right',
      width: 120,
      render: (_, r) => {
        const filled = draft[r.type].filter((v): v is number => v !== null);
        return filled.length ? format.number(filled.reduce((a, b) => a + b, 0), 0) : '—';
      },
    },
  ];

  const rowProblems = [...new Set(shown.map((p) => intl.formatMessage({ id: p.id }, { type: p.type ? format.energyType(p.type) : '' })))];
  return (
    <>
      <Table<Row> aria-label={intl.formatMessage({ id: 'efficiency.budget.table' }, { year })} size="small" rowKey="type" columns={columns} dataSource={types.map((type) => ({ type }))} pagination={false} scroll={{ x: 1700 }} />
      <div style={{ fontSize: 12, opacity: 0.7, marginTop: 4 }}>{intl.formatMessage({ id: 'efficiency.budget.legend' })}</div>
      {rowProblems.length > 0 && (
        <Alert type="error" showIcon role="alert" style={{ marginTop: 8 }} title={intl.formatMessage({ id: 'efficiency.budget.invalid' })} description={<ul style={{ margin: 0 }}>{rowProblems.map((p) => <li key={p}>{p}</li>)}</ul>} />
      )}
      {serverError && <Alert type="error" showIcon role="alert" style={{ marginTop: 8 }} title={serverError} />}
      {canEdit ? (
        <Space style={{ marginTop: 12 }}>
          <Button type="primary" onClick={() => void save()} loading={saving} disabled={!dirty && !checked}>
            {intl.formatMessage({ id: 'efficiency.budget.save' })}
          </Button>
          <Button
            onClick={() => {
              setDraft(initial);
              reset();
            }}
            disabled={!dirty}
          >
            {intl.formatMessage({ id: 'efficiency.budget.reset' })}
          </Button>
        </Space>
      ) : null}
    </>
  );
}
