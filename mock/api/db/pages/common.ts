import { PIDS } from '../../../../src/api/types.ts';
import { datetime, link, ref, text, type FieldDef } from './fields.ts';
import { sameNamed, STATION_REF_FIELDS } from '../core/charging/pileRef.ts';

/** Field groups most pages share: where a record belongs (store, station, pile) and its stamps. */

export const STATION_PID = 'p-ledger-charging-station';
export const PILE_PID = 'p-ledger-pile';

/** The fields scoping a record to a store of a parent business (the reach of a user). */
export const SCOPE_FIELDS = ['parentbusinessdid', 'businessdid'] as const;

/** Store name, store did and parent did; `form` makes the store pickable on add (`copy`: more store fields to copy). */
export function storeFields(form = false, copy: Readonly<Record<string, string>> = {}): FieldDef[] {
  return [
    text('businessname', 'Store', '门店', { width: 200, filter: 'select' }),
    ref('businessdid', 'Store ID', '门店ID', {
      ...(form
        ? {
            form: {
              type: 'link',
              required: true,
              editable: false,
              link: {
                pid: PIDS.business,
                labelField: 'name',
                filter: { businessgrade: 1 },
                copy: { businessname: 'name', parentbusinessdid: 'uppergrade', ...copy },
              },
            },
          }
        : {}),
    }),
    ref('parentbusinessdid', 'Parent business ID', '项目ID'),
  ];
}

/** Station name (a link to the station) and did; `form` makes the station pickable on add. */
export function stationFields(form = false): FieldDef[] {
  return [
    link('stationname', 'Station', '充电站', STATION_PID, 'stationdid', { width: 200, filter: 'select' }),
    ref('stationdid', 'Station ID', '充电站ID', {
      ...(form
        ? {
            form: {
              type: 'link',
              required: true,
              editable: false,
              link: {
                pid: STATION_PID,
                labelField: 'name',
                copy: { stationname: 'name', businessdid: 'businessdid', businessname: 'businessname', parentbusinessdid: 'parentbusinessdid' },
              },
            },
          }
        : {}),
    }),
    ...storeFields(),
  ];
}

/** Pile code (a link to the pile) and did, with its station and store. */
export function pileFields(form = false): FieldDef[] {
  return [
    link('pilecode', 'Pile', '充电桩', PILE_PID, 'piledid', { width: 190, filter: 'text' }),
    ref('piledid', 'Pile ID', '充电桩ID', {
      ...(form
        ? {
            form: {
              type: 'link',
              required: true,
              editable: false,
              link: {
                pid: PILE_PID,
                labelField: 'code',
                copy: { pilecode: 'code', ...sameNamed(STATION_REF_FIELDS) },
              },
            },
          }
        : {}),
    }),
    ...stationFields(),
  ];
}

/** Server-set times: created (shown, filterable by date) and last updated (hidden). */
export function stampFields(): FieldDef[] {
  return [
    datetime('createtime', 'Created', '创建时间', { filter: 'dateRange' }),
    datetime('updatetime', 'Updated', '更新时间', { visible: false }),
  ];
}

/** The company a company-wide record (catalogues, rules, knowledge) belongs to. */
export function companyField(): FieldDef {
  return ref('companyid', 'Company ID', '公司ID');
}

/** A record of a parent business as a whole (teams, settlements…); `form` makes it pickable on add. */
export function parentFields(form = false): FieldDef[] {
  return [
    text('parentbusinessname', 'Parent business', '项目', { width: 180, filter: 'select' }),
    ref('parentbusinessdid', 'Parent business ID', '项目ID', {
      ...(form
        ? {
            form: {
              type: 'link',
              required: true,
              editable: false,
              link: { pid: PIDS.business, labelField: 'name', filter: { businessgrade: 0 }, copy: { parentbusinessname: 'name' } },
            },
          }
        : {}),
    }),
  ];
}
