import { ENERGY_TYPES, type EnergyType } from '../../../api/energyTypes';
import { oneOfParam } from '../../../ui/url-state/codecs';

/** The most meters one chart compares. */
export const MAX_METERS = 10;

export type EnergyTypeOrAll = EnergyType | 'all';

/** This family's energy type in the URL (`type=water`); junk reads as "not given". */
export const energyTypeParam = oneOfParam(ENERGY_TYPES);
export const energyTypeOrAllParam = oneOfParam<EnergyTypeOrAll>(['all', ...ENERGY_TYPES]);
