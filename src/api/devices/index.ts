import { domainApi } from '../domainApi';
import type { CallOptions, HttpClient } from '../http';
import type { DevControlResult, Paged } from '../types';
import {
  SPACE_PID,
  type BatchDevsSet,
  type BatchResult,
  type ConfigMenuType,
  type ConfigPoint,
  type CommandResults,
  type DevControlAll,
  type DeviceControl,
  type DeviceControlResult,
  type DeviceQuery,
  type DeviceView,
  type DevsControlBySpace,
  type HotWaterPlan,
  type HotWaterPlanInput,
  type HotWaterRecord,
  type HotWaterRecordFilter,
  type MeterLive,
  type MeterQuery,
  type OperationReport,
  type OperationReportQuery,
  type PeakingPlan,
  type PeakingPlanInput,
  type Policy,
  type PolicyCreate,
  type PolicyEnable,
  type PolicyPage,
  type PolicyQuery,
  type PolicyRun,
  type PolicyUpdate,
  type ProjectsOverview,
  type RunQuery,
  type SpaceBind,
  type SpaceBindings,
  type SpaceCreate,
  type SpaceNode,
  type SpaceUpdate,
  type TriggerDelete,
} from './types';

type Poll = Pick<CallOptions, 'silent' | 'signal'>;
type Write = Pick<CallOptions, 'hideError'>;
/** A command's send: aborted once the client stops waiting for its answer. */
type Command = Pick<CallOptions, 'hideError' | 'signal'>;
type SpaceWrite = Write & { pid?: string };
type PlanType = 'peaking-plan' | 'hotwater-plan';
interface PlanPage {
  pid: string;
  store: string;
  page: number;
  pagesize: number;
  /** Hot water: one system's plans or records. */
  system?: string;
}
type RecordPage = PlanPage & HotWaterRecordFilter;

/**
 * The device domain (issue 13) over spec §7 paths: space tree, devices and live values, commands,
 * policies, execution records, peaking plans and hot-water maintenance. Shapes: ./types.
 */
export function createDevicesApi(http: HttpClient) {
  return {
    // ---------- spaces ----------
    /** Children of a store (buildings), building (floors) or floor (rooms). */
    spaceChildren: (space: string, opts?: Poll) => http.post<SpaceNode[]>('/vtspace/api/location/children', { space }, opts),
    /** The space's ancestry, building first, the space itself last. */
    spacePath: (space: string, opts?: Poll) => http.post<SpaceNode[]>('/vtspace/api/location/path', { space }, opts),
    // Writes take the page's pid (space-configuration or space-management); SPACE_PID by default.
    spaceCreate: (cmd: SpaceCreate, opts?: SpaceWrite) => http.post<DevControlResult>('/vtservice/v1/devControl', { pid: opts?.pid ?? SPACE_PID, act: 'create', cmd }, opts),
    /** Rename, retype, resize or move (cmd.parent). */
    spaceUpdate: (did: string, cmd: SpaceUpdate, opts?: SpaceWrite) => http.post<DevControlResult>('/vtservice/v1/devControl', { pid: opts?.pid ?? SPACE_PID, act: 'set', did, cmd }, opts),
    /** Refused (status -1, the reason in the message) while devices or meters are bound. */
    spaceDelete: (did: string, opts?: SpaceWrite) => http.post<DevControlResult>('/vtservice/v1/devControl', { pid: opts?.pid ?? SPACE_PID, act: 'delete', did }, opts),
    setSpaceMeterGroup: (body: SpaceBind, opts?: Write) => http.post<SpaceBindings>('/vtspace/api/setSpaceMeterGroup', body, opts),
    getSpaceMeterGroup: (space: string, opts?: Poll) => http.post<SpaceBindings>('/vts/api/allocation/getSpaceMeterGroup', { space }, opts),

    // ---------- devices and commands ----------
    /** A store's devices with live values (poll with `silent`). */
    getgroupdev: (query: DeviceQuery, opts?: Poll) => http.post<Paged<DeviceView>>('/bwp/v1/getgroupdev', query, opts),
    /** The commands of a batch by id, to follow each device's result. */
    commandResults: (ids: string[], opts?: Poll) => http.post<CommandResults>('/bwp/v1/getgroupdev', { type: 'commands', ids }, opts),
    /** The energy meters bound in a space (and under it), live. */
    meters: (query: Omit<MeterQuery, 'type'>, opts?: Poll) => http.post<MeterLive[]>('/bwp/v1/getgroupdev', { ...query, type: 'meters' }, opts),
    /** config-monitoring: the configured points of a system type (menutype) with live values, limits and alarms. */
    configPoints: (store: string, menutype: ConfigMenuType, opts?: Poll) => http.post<ConfigPoint[]>('/bwp/v1/getgroupdev', { type: 'config-points', store, menutype }, opts),
    /** device-projects-overview: the parent business's stores in figures. */
    projectsOverview: (parentbusiness: string, opts?: Poll) => http.post<ProjectsOverview>('/bwp/v1/getgroupdev', { type: 'overview', parentbusiness }, opts),
    /** One command; offline devices are refused (status -1, the reason in the message). */
    devControl: (body: DeviceControl, opts?: Command) => http.post<DeviceControlResult>('/vtservice/v1/devControl', body, opts),
    batchDevsSet: (body: BatchDevsSet, opts?: Command) => http.post<BatchResult>('/vtservice/v1/batchDevsSet', body, opts),
    devsControlBySpace: (body: DevsControlBySpace, opts?: Command) => http.post<BatchResult>('/vtservice/v1/devsControlBySpace', body, opts),
    devControlAll: (body: DevControlAll) => http.post<BatchResult>('/vtservice/v1/devControlAll', body),

    /** device-operation-report: a period's running hours, starts, commands and online rate (`export: true` needs export). */
    operationReport: (query: OperationReportQuery, opts?: Poll) => http.post<OperationReport>('/bwp/v1/operationreport', query, opts),

    // ---------- policies ----------
    /** A store's policies, filtered, each with its conflicts, next run and last run; with the store's simulated now. */
    policies: (query: PolicyQuery, opts?: Poll) => http.post<PolicyPage>('/vttrigger/v1/query', { ...query, type: 'policy' }, opts),
    /** Validation failures: status -1 and `result.errors` (FieldError[]), as generic forms get them. */
    createPolicy: (body: PolicyCreate, opts?: Write) => http.post<Policy>('/vttrigger/v1/create', { ...body, type: 'policy' }, opts),
    updatePolicy: (body: PolicyUpdate, opts?: Write) => http.post<Policy>('/vttrigger/v1/update', { ...body, type: 'policy' }, opts),
    deleteTrigger: (body: TriggerDelete) => http.post<{ did: string }>('/vttrigger/v1/delete', body),
    enable: (body: PolicyEnable) => http.post<Policy>('/officepolicy/v2/enable', body),
    /** Execution records, newest first. */
    records: (query: Omit<RunQuery, 'type'>, opts?: Poll) => http.post<Paged<PolicyRun>>('/vttrigger/v1/query', { ...query, type: 'records' }, opts),

    // ---------- peaking plans and hot water ----------
    hotWaterPlans: (query: PlanPage, opts?: Poll) => http.post<Paged<HotWaterPlan>>('/vttrigger/v1/query', { ...query, type: 'hotwater-plan' }, opts),
    hotWaterRecords: (query: RecordPage, opts?: Poll) => http.post<Paged<HotWaterRecord>>('/vttrigger/v1/query', { ...query, type: 'hotwater-records' }, opts),
    peakingPlans: (query: PlanPage, opts?: Poll) => http.post<Paged<PeakingPlan>>('/vttrigger/v1/query', { ...query, type: 'peaking-plan' }, opts),
    createPlan: <T extends PlanType>(type: T, pid: string, plan: T extends 'peaking-plan' ? PeakingPlanInput : HotWaterPlanInput, opts?: Write) =>
      http.post<T extends 'peaking-plan' ? PeakingPlan : HotWaterPlan>('/vttrigger/v1/create', { pid, type, plan }, opts),
    updatePlan: <T extends PlanType>(type: T, pid: string, did: string, plan: T extends 'peaking-plan' ? PeakingPlanInput : HotWaterPlanInput, opts?: Write) =>
      http.post<T extends 'peaking-plan' ? PeakingPlan : HotWaterPlan>('/vttrigger/v1/update', { pid, type, did, plan }, opts),
  };
}

export type DevicesApi = ReturnType<typeof createDevicesApi>;

/** The section over a mount's api: `devicesApi(api).…`. */
export const devicesApi = domainApi(createDevicesApi);
