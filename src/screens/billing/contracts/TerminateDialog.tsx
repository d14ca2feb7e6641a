import { Form, Input } from 'antd';
import { useIntl } from 'react-intl';
import type { ContractDetail } from '../../../api/billing/contractsTypes';
import { useStores } from '../../../stores/context';
import { Dialog } from '../../../ui/dialog/Dialog';
import { SaveAlert } from '../../../ui/form/SaveAlert';
import { DayInput } from '../../../ui/form/DayInput';
import { dayRule } from '../../../ui/form/dayRule';
import { dayText } from '../../../lib/dateText';
import { useFormSave } from '../../../ui/form/useFormSave';
import { billingApi } from '../../../api/billing';
import { validValues } from '../../../ui/form/validValues';
import { TERMINATE_RULES } from '../../../api/billing/rules';
import { fieldRules } from '../../../ui/form/fieldRules';

/** Terminate on a day from the end of the last billed month (or the start) to the end, with a reason. */
export function TerminateDialog({ pid, contract, onDone, onClose }: { pid: string; contract: ContractDetail; onDone: () => void; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api } = useStores();
  const [form] = Form.useForm<{ on: string; reason: string }>();
  const { saving, general, run } = useFormSave(form, { locate: (path) => (path[0] === 'on' || path[0] === 'reason' ? path : undefined) });
  const earliest = contract.billedThrough ?? contract.start;
  const range = t('billing.contracts.terminateRange', { from: dayText(intl, earliest), to: dayText(intl, contract.end) });
  const save = async () => {
    if (!(await validValues(form))) return;
    const cmd = form.getFieldsValue(true) as { on: string; reason: string };
    await run(() => billingApi(api).contracts.write({ pid, act: 'terminate', did: contract.did, cmd }, { hideError: true }), onDone);
  };
  return (
    <Dialog open title={t('billing.contracts.terminateTitle', { code: contract.code })} okText={t('billing.contracts.terminate')} okButtonProps={{ danger: true }} cancelText={t('common.cancel')} confirmLoading={saving} onOk={() => void save()} onCancel={onClose} mask={{ closable: false }}>
      <SaveAlert title={intl.formatMessage({ id: 'billing.common.notSaved' })} reasons={general} />
      <Form form={form} layout="vertical" name="terminate" initialValues={{ on: earliest, reason: '' }}>
        <Form.Item
          name="on"
          label={t('billing.contracts.terminateOn')}
          extra={range}
          rules={[
            { required: true, message: t('billing.contracts.error.date') },
            dayRule(intl),
            { validator: async (_, value: string) => { if (value && (value < earliest || value > contract.end)) throw new Error(range); } },
          ]}
        >
          <DayInput />
        </Form.Item>
        <Form.Item name="reason" label={t('billing.contracts.terminateReason')} rules={fieldRules(intl, TERMINATE_RULES.reason, { messages: { required: 'billing.contracts.error.reason' } })}>
          <Input.TextArea maxLength={TERMINATE_RULES.reason.maxLength} rows={3} />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
