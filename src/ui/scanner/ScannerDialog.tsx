import { Alert, Button, Flex, Input, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../api/errors';
import { scanApi } from '../../api/scan';
import { parseScanCode } from '../../lib/scanCode';
import { idOrText, type IdOrText } from '../../lib/serverMessage';
import { useStores } from '../../stores/context';
import { Dialog } from '../dialog/Dialog';
import { opensInStore, scanTargetPath } from './targetPath';
import { useCamera } from './useCamera';
import { useQrScan } from './useQrScan';

/**
 * Scan a label to open its thing: the back camera read for QR codes, or the code typed when there
 * is no camera or it was refused. The server resolves the code within the caller's scope; the
 * console opens the thing's page, or says why not (keyed) and stays. Mounted only while open: the
 * camera stops with it.
 */
const ScannerDialog = observer(function ScannerDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { api, project, reloadPage } = useStores();
  const navigate = useNavigate();
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const [message, setMessage] = useState<IdOrText>();
  const [busy, setBusy] = useState(false);
  // A code already answered is not asked again while it stays in front of the camera.
  const answered = useRef('');
  const camera = useCamera(true);
  const open = async (text: string) => {
    const code = text.trim();
    if (busy || code === '' || code === answered.current) return;
    answered.current = code;
    if (!parseScanCode(code)) {
      setMessage({ id: 'scan.badCode' });
      return;
    }
    setBusy(true);
    try {
      const target = await scanApi(api).resolve({ code }, { hideError: true });
      const path = scanTargetPath(target);
      // A store-scoped page opens in the thing's store; one of another parent business reloads into it.
      const moved = opensInStore(target) ? await project.moveToStore(target.parent, target.store) : 'moved';
      onClose();
      if (path) await navigate(path);
      if (moved === 'reload') reloadPage();
    } catch (error) {
      setMessage(isApiError(error) ? error.userMessage : { id: 'scan.failed' });
    } finally {
      setBusy(false);
    }
  };
  const reader = useQrScan(camera.element, (text) => void open(text));
  const status = camera.state === 'denied' ? 'scan.cameraDenied' : camera.state === 'none' ? 'scan.noCamera' : reader === 'failed' ? 'scan.readerFailed' : camera.state === 'starting' || reader === 'loading' ? 'scan.starting' : 'scan.aim';
  return (
    <Dialog open title={t('scan.title')} onCancel={onClose} footer={null} destroyOnHidden width={420}>
      <Flex vertical gap={12}>
        {camera.state === 'none' || camera.state === 'denied' ? null : (
          <video ref={camera.attach} muted playsInline aria-label={t('scan.camera')} style={{ width: '100%', maxHeight: 320, background: '#000', borderRadius: 8 }} />
        )}
        <Typography.Text type="secondary" role="status">{t(status)}</Typography.Text>
        {message ? <Alert type="error" showIcon role="alert" title={idOrText(intl, message)} /> : null}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            answered.current = '';
            void open(typed);
          }}
        >
          <Flex vertical gap={8}>
            <label htmlFor={inputId}>{t('scan.typed')}</label>
            <Input id={inputId} value={typed} autoComplete="off" autoCapitalize="none" spellCheck={false} placeholder="cem:pile:cp-00001" onChange={(event) => setTyped(event.target.value)} />
            <Button type="primary" htmlType="submit" loading={busy} disabled={typed.trim() === ''} style={{ minHeight: 44 }}>
              {t('scan.open')}
            </Button>
          </Flex>
        </form>
      </Flex>
    </Dialog>
  );
});

export default ScannerDialog;
