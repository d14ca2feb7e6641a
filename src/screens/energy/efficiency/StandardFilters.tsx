import { Segmented, Select } from 'antd';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { BUILDING_TYPES, type BuildingType, type StandardLevel } from '../../../api/energyTypes';
import { STANDARD_LEVELS, parseBuildingType, parseLevel, standardsPath } from './standards';
import { useEfficiencyLabels } from './useEfficiencyLabels';

type Route = 'energy-standard' | 'energy-config';

/**
 * The `:value` (building type) and `:level` route parameters of a standards screen, parsed
 * defensively, and a setter that moves the URL with the selection (keeping the query). A path
 * with junk in it is replaced by the path of what is shown.
 */
export function useStandardParams(route: Route, defaultLevel?: StandardLevel) {
  const params = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const type = parseBuildingType(params.value);
  const level = parseLevel(params.level) ?? defaultLevel;
  const canonicalLevel = level === defaultLevel ? undefined : level;
  const canonical = standardsPath(route, type, canonicalLevel);
  const given = (params.value !== undefined && params.value !== 'all' && !type) || (params.level !== undefined && !parseLevel(params.level));

  useEffect(() => {
    if (given) navigate({ pathname: canonical, search: location.search }, { replace: true });
  }, [given, canonical, location.search, navigate]);

  const select = (next: { type?: BuildingType | null; level?: StandardLevel | null }) => {
    const nextType = next.type === undefined ? type : (next.type ?? undefined);
    const nextLevel = next.level === undefined ? level : (next.level ?? undefined);
    navigate({ pathname: standardsPath(route, nextType, nextLevel === defaultLevel ? undefined : nextLevel), search: location.search }, { replace: true });
  };
  return { type, level, select };
}

const ALL = 'all';

/** Building type and level pickers of the standards screens. */
export function StandardFilters({
  type,
  level,
  onChange,
  allLevels,
}: {
  type: BuildingType | undefined;
  level: StandardLevel | undefined;
  onChange: (next: { type?: BuildingType | null; level?: StandardLevel | null }) => void;
  /** Offer "all levels" (the standards list); the comparison screen always compares with one level. */
  allLevels?: boolean;
}) {
  const intl = useIntl();
  const labels = useEfficiencyLabels();
  const levelOptions = [...(allLevels ? [{ value: ALL, label: intl.formatMessage({ id: 'standard.level.all' }) }] : []), ...STANDARD_LEVELS.map((l) => ({ value: l, label: labels.level(l) }))];
  return (
    <>
      <Select
        aria-label={intl.formatMessage({ id: 'standard.filter.type' })}
        style={{ minWidth: 180 }}
        value={type ?? ALL}
        onChange={(value: string) => onChange({ type: parseBuildingType(value) ?? null })}
        options={[{ value: ALL, label: intl.formatMessage({ id: 'standard.type.all' }) }, ...BUILDING_TYPES.map((t) => ({ value: t, label: labels.buildingType(t) }))]}
      />
      <Segmented
        aria-label={intl.formatMessage({ id: 'standard.filter.level' })}
        value={level ?? ALL}
        onChange={(value) => onChange({ level: parseLevel(String(value)) ?? null })}
        options={levelOptions}
      />
    </>
  );
}
