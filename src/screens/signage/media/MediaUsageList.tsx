import { Alert, Spin } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import type { MediaUsage } from '../../../api/signage/types';
import type { Resource } from '../../../ui/resource/Resource';

/** "Where used": the playlists that play the file, or that none does. */
export const MediaUsageList = observer(function MediaUsageList({ usage, warn }: { usage: Resource<MediaUsage>; warn?: boolean }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  if (usage.status === 'error') return <Alert type="error" showIcon title={t('signage.media.usageFailed')} />;
  const playlists = usage.value?.playlists;
  if (!playlists) return <Spin size="small" />;
  if (playlists.length === 0) return <p>{t('signage.media.usedByNone')}</p>;
  const names = (
    <ul aria-label={t('signage.media.usedBy', { count: playlists.length })}>
      {playlists.map((p) => (
        <li key={p.did}>{p.name}</li>
      ))}
    </ul>
  );
  return warn ? <Alert type="warning" showIcon title={t('signage.media.inUseWarning', { count: playlists.length })} description={names} /> : (
    <>
      <p>{t('signage.media.usedBy', { count: playlists.length })}</p>
      {names}
    </>
  );
});
