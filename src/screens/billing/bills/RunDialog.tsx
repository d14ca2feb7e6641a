import { Button, Form, Progress, Select, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { monthText } from '../../../lib/dateText';
import { useStores } from '../../../stores/context';
import { Dialog } from '../../../ui/dialog/Dialog';
import { useFieldErrorForm } from '../../../ui/form/useFieldErrorForm';
import { BILL_WORDS } from '../shared/errorWords';
import { useMoney } from '../../../ui/format/useMoney';
import { Reconnecting } from '../../../ui/job/Reconnecting';
import type { BillRun } from './useBillRun';
import { billingApi } from '../../../api/billing';
import { addMonths } from '../../../lib/days';

/** Months a run may bill, newest first: the server's whole months with data, `first` to `last` ('YYYY-MM'). */
export function runMonths({ first, last }: { first: string; last: string }): string[] {
  const months: string[] = [];
  for (let day = `${last}-01`; day.slice(0, 7) >= first; day = addMonths(day, -1)) months.push(day.slice(0, 7));
  return months;
}

interface RunValues {
  month: string;
}

export interface RunDialogProps {
  pid: string;
  store: string;
  /** The months a run may bill, as the bill list's answer says. */
  months: { first: string; last: string };
  /** The screen's bill run: a run started here goes on when the dialog closes, and shows again when it reopens. */
  run: BillRun;
  onClose: () => void;
  /** Lists the month's drafts (the run's bills, to review and issue). */
  onShowDrafts: (month: string) => void;
}

/** Starts the month's bill run over the store and shows its progress until done: drafted, skipped and why, total amount. */
export function RunDialog({ pid, store, months: bounds, run, onClose, onShowDrafts }: RunDialogProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api } = useStores();
  const { money } = useMoney();
  const { form, saving, submit } = useFieldErrorForm<RunValues>(['month'], async (v) => run.attach(await billingApi(api).bills.run({ pid, store, month: v.month }, { hideError: true })), BILL_WORDS);
  const months = runMonths(bounds);
  const job = run.job;
  const { running, percent, reconnecting } = run;
  return (
    <Dialog
      open
      title={t('billing.bills.runTitle')}
      okText={job ? t('common.close') : t('billing.bills.runStart')}
      okButtonProps={{ loading: saving || running }}
      cancelButtonProps={{ style: job ? { display: 'none' } : undefined }}
      cancelText={t('common.cancel')}
      onCancel={onClose}
      onOk={async () => {
        if (job) onClose();
        else await submit();
      }}
    >
      <Form form={form} layout="vertical" initialValues={{ month: months[0] }} disabled={Boolean(job)}>
        <Form.Item name="month" label={t('billing.bills.runMonth')} rules={[{ required: true, message: t('validation.required') }]} extra={t('billing.bills.runOnce')}>
          <Select options={months.map((m) => ({ value: m, label: monthText(intl, m) }))} />
        </Form.Item>
      </Form>
      {job ? (
        <div data-testid="bill-run" data-state={job.state} data-total={job.total} data-billed={job.billed} data-elapsed-ms={job.elapsedMs} aria-live="polite">
          <Progress percent={percent} status={running ? 'active' : 'success'} aria-label={t('billing.bills.runProgress')} />
          <Typography.Paragraph>
            {t('billing.bills.runCounts', { processed: job.processed, total: job.total })} <Reconnecting shown={reconnecting} />
          </Typography.Paragraph>
          {job.state === 'done' ? (
            <Typography.Paragraph data-testid="bill-run-result">
              {t('billing.bills.runDone', { billed: job.billed, skipped: job.skipped, amount: money(job.amount, job.currency) })}
              {job.skipped ? ` ${t('billing.bills.runSkipped', { already: job.skippedBy['already-billed'], notCovered: job.skippedBy['not-covered'] })}` : ''}
            </Typography.Paragraph>
          ) : null}
          {job.state === 'done' && job.billed > 0 ? (
            <Typography.Paragraph>
              {t('billing.bills.runDrafts')}{' '}
              <Button type="link" style={{ padding: 0 }} onClick={() => onShowDrafts(job.month)}>
                {t('billing.bills.showDrafts', { count: job.billed })}
              </Button>
            </Typography.Paragraph>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}
