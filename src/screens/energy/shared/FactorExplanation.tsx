import { Card, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { ENERGY_TYPES, ENERGY_UNIT, type EnergyType } from '../../../api/energyTypes';
import { factorSpans } from '../../../lib/carbon';
import { useEnergy } from './EnergyFrame';

/**
 * Which emission factor each energy type used over the period, with its source: the factors
 * change over time (each has an effective period), so a period can span two of them.
 */
export function FactorExplanation({ types = ENERGY_TYPES }: { types?: readonly EnergyType[] }) {
  const intl = useIntl();
  const { config, period, format } = useEnergy();
  return (
    <Card size="small" title={intl.formatMessage({ id: 'energy.factor.title' })}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {intl.formatMessage({ id: 'energy.factor.formula' })}
      </Typography.Paragraph>
      <ul style={{ margin: 0, paddingInlineStart: 18 }} aria-label={intl.formatMessage({ id: 'energy.factor.title' })}>
        {types.flatMap((type) =>
          factorSpans(config.factors, type, period.start, period.end).map((span) => (
            <li key={`${type}-${span.from}`}>
              {span.factor
                ? intl.formatMessage(
                    { id: 'energy.factor.span' },
                    {
                      type: format.energyType(type),
                      value: format.number(span.factor.value, 4),
                      unit: `kgCO2/${ENERGY_UNIT[type]}`,
                      from: format.day(span.from),
                      to: format.day(span.to),
                      source: span.factor.source,
                    },
                  )
                : intl.formatMessage({ id: 'energy.factor.none' }, { type: format.energyType(type), from: format.day(span.from), to: format.day(span.to) })}
            </li>
          )),
        )}
      </ul>
    </Card>
  );
}
