// The shared screen kit. Nothing here imports ECharts at load time: charts come through
// LazyChart (and SankeyChart, GaugeChart over it) and TimeSeriesChart, which load their drawing
// module (and ECharts) on first render.
export { EmptyData, EMPTY_DATA_HEIGHT, type EmptyDataProps } from './EmptyData';
export { KpiCard, type KpiCardProps, type KpiTrend } from './KpiCard';
export { StatusTag, type StatusTagProps } from './status-tag/StatusTag';
export { toneColors, type Tone, type ToneColors } from './status-tag/tones';
export { DataTable, VIRTUAL_ROW_THRESHOLD, type DataTableProps } from './data-table/DataTable';
export { Table, type TableProps } from './data-table/Table';
export { defaultLayout, normalizeLayout } from './data-table/columnLayout';
export type { ColumnLayout, ColumnOption, ColumnType, DataColumn, SortOrder, StatusTone, TableChange, TableSort } from './data-table/types';
export { toExportColumns } from './data-table/toExportColumns';
export { renderCell } from './data-table/renderCell';
export { FilterBar, type FilterBarProps } from './filter-bar/FilterBar';
export type { DateRange, FilterField, FilterOption, FilterValue, FilterValues, NumberRange } from './filter-bar/types';
export { TimeRangePicker, type TimeRangePickerProps } from './time-range/TimeRangePicker';
export { rangeOf, type TimeGranularity, type TimeRange } from './time-range/timeRange';
export { PeriodPicker, type PeriodPickerProps } from './time-range/PeriodPicker';
export { usePeriodParam, type PeriodBounds } from './url-state/usePeriodParam';
export { useSearchParam, type ParamParse, type ParamSerialize } from './url-state/useSearchParam';
export { listParam, numberParam, oneOfParam, type ParamCodec } from './url-state/codecs';
export { ExportButton, type ExportButtonProps } from './export-button/ExportButton';
export type { ExportJob, ExportJobContext } from './export-button/useExportRun';
export { LazyChart, type ChartOption, type ChartProps } from './chart/LazyChart';
export { TimeSeriesChart, type MarkLineSpec, type TimeSeriesChartProps, type TimeSeriesSpec } from './chart/TimeSeriesChart';
export { buildTimeSeriesOption, type TimeSeriesBuilt, type TimeSeriesInput } from './chart/timeSeriesOption';
export { bucketLabel, inferInterval, type BucketInterval } from './chart/bucketLabels';
export { SankeyChart, type SankeyChartProps, type SankeyLinkSpec, type SankeyNodeSpec } from './chart/SankeyChart';
export { buildSankeyOption } from './chart/sankeyOption';
export { GaugeChart, type GaugeBand, type GaugeChartProps } from './chart/GaugeChart';
export { buildGaugeOption } from './chart/gaugeOption';
export { useStableValue } from './hooks/useStableValue';
export { currencyForLocale } from './format/currency';
export { safeHref } from './format/safeHref';
export { Resource, type ResourceStatus } from './resource/Resource';
export { useResource } from './resource/useResource';
export { useLiveResource, type LiveResource } from './live/useLiveResource';
export { useRefreshRate } from './live/useRefreshRate';
export { LastUpdated } from './live/LastUpdated';
