import { QrcodeOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ScanCode } from '../../lib/scanCode';

// The QR library loads with the dialog, only when a label is asked for.
const LabelDialog = lazy(() => import('./LabelDialog'));

export interface PrintLabelButtonProps {
  thing: ScanCode;
  name: string;
  /** `icon`: a small button in a table row (named for the thing); `full`: with its words. */
  variant?: 'icon' | 'full';
  size?: ButtonProps['size'];
}

/** "Print label" for a pile, gun, device, gateway, screen or asset: its QR label in a print-friendly view. */
export function PrintLabelButton({ thing, name, variant = 'full', size }: PrintLabelButtonProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const words = intl.formatMessage({ id: 'qrLabel.button' });
  return (
    <>
      {variant === 'icon' ? (
        <Button size={size} icon={<QrcodeOutlined />} style={{ minWidth: 24, minHeight: 24 }} aria-label={intl.formatMessage({ id: 'qrLabel.buttonFor' }, { name })} title={words} onClick={() => setOpen(true)} />
      ) : (
        <Button size={size} icon={<QrcodeOutlined />} onClick={() => setOpen(true)}>{words}</Button>
      )}
      {open ? (
        <Suspense fallback={null}>
          <LabelDialog thing={thing} name={name} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
