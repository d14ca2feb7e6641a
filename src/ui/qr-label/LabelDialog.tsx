import { PrinterOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { scanCodeText, type ScanCode } from '../../lib/scanCode';
import { Dialog } from '../dialog/Dialog';
import { QrCode } from './QrCode';

/** The class the print rules keep: everything else on the page is left off the paper. */
const LABEL_CLASS = 'cem-qr-label';

/**
 * On paper only the label shows, at the top left, its size fixed (a 50 mm sticker). The rules live
 * with the dialog, so they leave the page with it (nothing global stays behind).
 */
const PRINT_RULES = `@media print {
  body * { visibility: hidden !important; }
  .${LABEL_CLASS}, .${LABEL_CLASS} * { visibility: visible !important; }
  .${LABEL_CLASS} { position: fixed; left: 0; top: 0; width: 50mm; padding: 2mm; }
  .${LABEL_CLASS} svg { width: 46mm; height: 46mm; }
}`;

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
      <style>{PRINT_RULES}</style>
      <Flex vertical align="center" gap={4} className={LABEL_CLASS}>
        <QrCode text={text} size={220} label={t('qrLabel.codeOf', { name })} />
        <Typography.Text strong style={{ textAlign: 'center' }}>{name}</Typography.Text>
        <Typography.Text type="secondary" style={{ fontFamily: 'monospace', fontSize: 12 }}>{text}</Typography.Text>
      </Flex>
    </Dialog>
  );
}
