import { useIntl } from 'react-intl';
import type { BuildingType, StandardLevel } from '../../../api/energyTypes';
import type { StandardStatus } from './standards';

/** Labels of building types, standard levels and statuses, in the current language. */
export function useEfficiencyLabels() {
  const intl = useIntl();
  return {
    buildingType: (type: BuildingType) => intl.formatMessage({ id: `energy.buildingType.${type}` }),
    level: (level: StandardLevel) => intl.formatMessage({ id: `standard.level.${level}` }),
    status: (status: StandardStatus) => intl.formatMessage({ id: `standard.status.${status}` }),
  };
}
