import { Alert, Descriptions } from 'antd';
import { useIntl } from 'react-intl';
import type { SpaceNode } from '../../../api/devices/types';

/** What a space is: level, type, area (against the energy world's floor area for a building), what is bound. */
export function SpaceDetails({ node }: { node: SpaceNode }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const m2 = (value: number) => `${intl.formatNumber(value)} m²`;
  const differs = node.floorArea !== undefined && node.floorArea !== node.area;
  return (
    <>
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} bordered>
        <Descriptions.Item label={t('devices.space.level')}>{t(`devices.space.level.${node.level}`)}</Descriptions.Item>
        {node.roomtype ? <Descriptions.Item label={t('devices.space.type')}>{t(`devices.space.roomtype.${node.roomtype}`)}</Descriptions.Item> : null}
        <Descriptions.Item label={t('devices.space.areaM2')}>{m2(node.area)}</Descriptions.Item>
        {node.floorArea !== undefined ? <Descriptions.Item label={t('devices.space.floorAreaM2')}>{m2(node.floorArea)}</Descriptions.Item> : null}
        <Descriptions.Item label={t('devices.space.children')}>{node.childCount}</Descriptions.Item>
        <Descriptions.Item label={t('devices.space.devices')}>{node.deviceCount}</Descriptions.Item>
        <Descriptions.Item label={t('devices.space.meters')}>{node.meterCount}</Descriptions.Item>
      </Descriptions>
      {differs ? (
        <Alert
          style={{ marginTop: 12 }}
          type="warning"
          showIcon
          title={t('devices.space.areaDiffers', { rooms: m2(node.area), floor: m2(node.floorArea ?? 0) })}
        />
      ) : null}
    </>
  );
}
