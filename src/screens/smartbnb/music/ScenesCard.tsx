import { Alert, Button, Card, Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '../../../api/errors';
import { COMMAND_TIMEOUT_MS } from '../../../api/devices/types';
import { SCENE_NAMES, type SceneItem, type SceneName } from '../../../api/smartbnb/types';
import { reasonOf, reasonText, type Reason } from '../../../lib/serverMessage';
import { useStores } from '../../../stores/context';
import { BatchResults, CommandStatus, useCommandTracker } from '../../../ui/command';
import { batchOutcome } from '../../../ui/command/deviceCommands';
import type { RoomAt } from '../shared/roomAt';
import { runScene, sceneSource } from './musicCommands';

const LIST = { listStyle: 'none', margin: 0, padding: 0 } as const;
const ITEM = { display: 'flex', justifyContent: 'space-between', gap: 8, padding: '6px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' } as const;

/**
 * Room scenes: welcome, sleep and away set several devices at once; the server names the devices
 * it reached, and each one's result shows as it answers (refused at once, confirmed, failed or
 * timed out), with the failed ones to send again.
 */
export const ScenesCard = observer(function ScenesCard({ at, canControl, onSettled }: { at: RoomAt; canControl: boolean; onSettled: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api } = useStores();
  const source = useMemo(() => sceneSource(api), [api]);
  const tracker = useCommandTracker(source, { timeoutMs: COMMAND_TIMEOUT_MS });
  const [running, setRunning] = useState<SceneName>();
  const [last, setLast] = useState<{ scene: SceneName; items: SceneItem[] }>();
  const [refusal, setRefusal] = useState<Reason>();

  useEffect(() => {
    tracker.clear();
    setLast(undefined);
    setRefusal(undefined);
  }, [at, tracker]);
  const settled = last !== undefined && tracker.lastBatch.length > 0 && !tracker.anyPending;
  useEffect(() => {
    if (settled) onSettled();
  }, [settled, onSettled]);

  const run = async (scene: SceneName) => {
    setRunning(scene);
    setRefusal(undefined);
    try {
      const answer = await runScene(api, at, scene);
      setLast({ scene, items: answer.items });
      await tracker.send(answer.items.map((i) => i.did), scene, async () => answer.items.map(batchOutcome));
    } catch (error) {
      setRefusal(isApiError(error) ? reasonOf(error.userMessage) : String(error));
    } finally {
      setRunning(undefined);
    }
  };
  const nameOf = (did: string) => last?.items.find((i) => i.did === did)?.name ?? did;
  return (
    <Card title={t('smartbnb.music.scenes')}>
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        {canControl ? (
          <Space wrap>
            {SCENE_NAMES.map((scene) => (
              <Button key={scene} loading={running === scene} disabled={running !== undefined || tracker.anyPending} onClick={() => void run(scene)}>
                {t(`smartbnb.scene.${scene}`)}
              </Button>
            ))}
          </Space>
        ) : (
          <Typography.Text type="secondary">{t('smartbnb.music.noControl')}</Typography.Text>
        )}
        {refusal !== undefined ? <Alert type="error" showIcon title={reasonText(intl, refusal)} /> : null}
        <BatchResults tracker={tracker} nameOf={nameOf} />
        {last ? (
          <ul aria-label={t('smartbnb.music.sceneResults', { scene: t(`smartbnb.scene.${last.scene}`) })} style={LIST}>
            {last.items.map((item) => (
              <li key={item.did} style={ITEM} data-device={item.did}>
                <span>{t('smartbnb.music.deviceOfKind', { device: item.name, kind: t(`smartbnb.music.kind.${item.kind}`) })}</span>
                <CommandStatus tracker={tracker} target={item.did} />
              </li>
            ))}
          </ul>
        ) : null}
      </Space>
    </Card>
  );
});
