import { PrinterOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { scanCodeText, type ScanCode } from '../../lib/scanCode';
import { Dialog } from '../dialog/Dialog';
import { QrCode } from './QrCode';

/** The paper copy's class: on paper it is all that shows, on screen it never does. */
const PRINT_CLASS = 'cem-qr-label-print';

/**
 * On paper only the label's copy shows (a 50 mm sticker at the top left), every other child of the
 * page's body is left off. The copy and its rules live while the dialog does: nothing stays behind.
 */
const PRINT_RULES = `@media screen { .${PRINT_CLASS} { display: none !important; } }
@media print {
  body > :not(.${PRINT_CLASS}) { display: none !important; }
  .${PRINT_CLASS} { display: block !important; width: 50mm; padding: 2mm; text-align: center; font-family: sans-serif; }
  .${PRINT_CLASS} svg { width: 46mm; height: 46mm; margin: 0 auto; }
}`;

function Label({ text, name, label }: { text: string; name: string; label: string }) {
  return (
    <Flex vertical align="center" gap={4}>
      <QrCode text={text} size={220} label={label} />
      <Typography.Text strong style={{ textAlign: 'center' }}>{name}</Typography.Text>
      <Typography.Text type="secondary" style={{ fontFamily: 'monospace', fontSize: 12 }}>{text}</Typography.Text>
    </Flex>
  );
}

export interface LabelDialogProps {
  thing: ScanCode;
  /** The thing's name as people know it (printed under the code). */
  name: string;
  onClose: () => void;
}

/** A thing's printable label: its QR code (what the scanner reads), its name and code in words. */
export default function LabelDialog({ thing, name, onClose }: LabelDialogProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const text = scanCodeText(thing);
  return (
    <Dialog open title={t('qrLabel.title', { name })} onCancel={onClose} width={360} footer={[
      <Button key="close" onClick={onClose}>{t('common.close')}</Button>,
      <Button key="print" type="primary" icon={<PrinterOutlined />} style={{ minHeight: 44 }} onClick={() => window.print()}>{t('qrLabel.print')}</Button>,
    ]}>
      <Label text={text} name={name} label={t('qrLabel.codeOf', { name })} />
      {createPortal(
        <div className={PRINT_CLASS} aria-hidden>
          <style>{PRINT_RULES}</style>
          <Label text={text} name={name} label={t('qrLabel.codeOf', { name })} />
        </div>,
        document.body,
      )}
    </Dialog>
  );
}
