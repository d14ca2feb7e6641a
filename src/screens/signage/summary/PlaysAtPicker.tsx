import { Input, Radio, Space, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { isDay } from '../../../lib/days';
import { DayInput } from '../../../ui/form/DayInput';
import { timeParam } from '../../../ui/url-state/codecs';

/**
 * "What plays at": now, or a chosen day and time. `at` is null for now; `start` is the time a
 * choice starts from (the stores' now).
 */
export function PlaysAtPicker({ at, start, onAt }: { at: string | null; start: string; onAt: (at: string | null) => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const chosen = at ?? start;
  const day = chosen.slice(0, 10);
  const time = chosen.slice(11, 16);
  return (
    <Space wrap align="end" style={{ marginBottom: 12 }}>
      <Radio.Group
        aria-label={t('signage.summary.playsAt')}
        value={at ? 'chosen' : 'now'}
        onChange={(e) => onAt(e.target.value === 'now' ? null : chosen)}
        options={[
          { value: 'now', label: t('signage.summary.atNow') },
          { value: 'chosen', label: t('signage.summary.atChosen') },
        ]}
      />
      {at ? (
        <>
          <label>
            <Typography.Text type="secondary">{t('signage.summary.day')}</Typography.Text>
            <br />
            <DayInput aria-label={t('signage.summary.day')} value={day} onChange={(typed) => isDay(typed) && onAt(`${typed}T${time}`)} style={{ width: 170 }} />
          </label>
          <label>
            <Typography.Text type="secondary">{t('signage.summary.time')}</Typography.Text>
            <br />
            <Input type="time" step={60} aria-label={t('signage.summary.time')} value={time} onChange={(e) => timeParam.parse(e.target.value.slice(0, 5)) && onAt(`${day}T${e.target.value.slice(0, 5)}`)} style={{ width: 130 }} />
          </label>
        </>
      ) : null}
    </Space>
  );
}
