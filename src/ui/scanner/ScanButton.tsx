import { ScanOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';

// A chunk of its own, and the reader's polyfill one more behind it: most sessions never scan.
const ScannerDialog = lazy(() => import('./ScannerDialog'));

/** The header's scan button: opens the scanner, which asks for the camera only then. */
export function ScanButton({ color }: { color?: string }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="text" style={{ color, minWidth: 44, minHeight: 44 }} icon={<ScanOutlined />} aria-label={intl.formatMessage({ id: 'scan.button' })} onClick={() => setOpen(true)} />
      {open ? (
        <Suspense fallback={null}>
          <ScannerDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
