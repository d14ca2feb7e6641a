import { useIntl } from 'react-intl';
import { Dialog } from '../../../ui/dialog/Dialog';
import type { PairContrast } from './contrastPairs';
import { useRatioText } from './ContrastList';

export interface LowContrastConfirmProps {
  failing: readonly PairContrast[];
  onSave: () => void;
  onClose: () => void;
}

/** Before a save: names each pair below 4.5:1 with its ratio; the style may still be saved. */
export function LowContrastConfirm({ failing, onSave, onClose }: LowContrastConfirmProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const ratioText = useRatioText();
  return (
    <Dialog open title={t('tools.navStyle.low.title')} okText={t('tools.navStyle.low.save')} cancelText={t('common.cancel')} onOk={onSave} onCancel={onClose}>
      <p>{t('tools.navStyle.low.body')}</p>
      <ul>
        {failing.map((pair) => (
          <li key={pair.text}>{t('tools.navStyle.low.item', { pair: t(`tools.navStyle.pair.${pair.text}`), ratio: ratioText(pair.ratio) })}</li>
        ))}
      </ul>
    </Dialog>
  );
}
