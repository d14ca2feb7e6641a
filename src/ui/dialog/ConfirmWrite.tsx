import { useIntl } from 'react-intl';
import { Dialog } from './Dialog';
import { SaveAlert } from '../form/SaveAlert';
import { useFormSave } from '../form/useFormSave';

export interface ConfirmWriteProps {
  title: string;
  body: string;
  okText: string;
  danger?: boolean;
  write: () => Promise<unknown>;
  onDone: () => void;
  onClose: () => void;
}

/** Asks before a write that names what it touches; a refusal (a room already let, say) shows in the dialog, in the user's language. */
export function ConfirmWrite({ title, body, okText, danger, write, onDone, onClose }: ConfirmWriteProps) {
  const intl = useIntl();
  const { saving, general, run } = useFormSave(null);
  return (
    <Dialog open title={title} okText={okText} okButtonProps={{ danger }} cancelText={intl.formatMessage({ id: 'common.cancel' })} confirmLoading={saving} onOk={() => void run(write, onDone)} onCancel={onClose}>
      <SaveAlert title={intl.formatMessage({ id: 'common.notSaved' })} reasons={general} />
      {body}
    </Dialog>
  );
}
