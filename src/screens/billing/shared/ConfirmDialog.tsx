import { useIntl } from 'react-intl';
import { Dialog } from '../../../ui/dialog/Dialog';
import { SaveAlert } from '../../../ui/form/SaveAlert';
import { useFormSave } from '../../../ui/form/useFormSave';

export interface ConfirmDialogProps {
  title: string;
  body: string;
  okText: string;
  danger?: boolean;
  write: () => Promise<unknown>;
  onDone: () => void;
  onClose: () => void;
}

/** Asks before a write; a refusal (a room already let, say) is shown in the dialog, in the user's language. */
export function ConfirmDialog({ title, body, okText, danger, write, onDone, onClose }: ConfirmDialogProps) {
  const intl = useIntl();
  const { saving, general, run } = useFormSave(null);
  return (
    <Dialog open title={title} okText={okText} okButtonProps={{ danger }} cancelText={intl.formatMessage({ id: 'common.cancel' })} confirmLoading={saving} onOk={() => void run(write, onDone)} onCancel={onClose}>
      <SaveAlert title={intl.formatMessage({ id: 'billing.common.notSaved' })} reasons={general} />
      {body}
    </Dialog>
  );
}
