// The shared screen kit. Nothing here imports ECharts at load time: charts come through
// LazyChart, which loads src/ui/chart/Chart.tsx (and ECharts) on first render.
export { EmptyData, EMPTY_DATA_HEIGHT, type EmptyDataProps } from './EmptyData';
export { KpiCard, type KpiCardProps, type KpiTrend } from './KpiCard';
export { DataTable, VIRTUAL_ROW_THRESHOLD, type DataTableProps } from './data-table/DataTable';
export { defaultLayout, normalizeLayout } from './data-table/columnLayout';
export type { ColumnLayout, ColumnOption, ColumnType, DataColumn, SortOrder, StatusTone, TableChange, TableSort } from './data-table/types';
export { toExportColumns } from './data-table/toExportColumns';
export { renderCell } from './data-table/renderCell';
export { FilterBar, type FilterBarProps } from './filter-bar/FilterBar';
export type { DateRange, FilterField, FilterOption, FilterValue, FilterValues, NumberRange } from './filter-bar/types';
export { TimeRangePicker, type TimeRangePickerProps } from './time-range/TimeRangePicker';
export { rangeOf, type TimeGranularity, type TimeRange } from './time-range/timeRange';
export { ExportButton, type ExportButtonProps } from './export-button/ExportButton';
export type { ExportJob, ExportJobContext } from './export-button/useExportRun';
export { LazyChart, type ChartOption, type ChartProps } from './chart/LazyChart';
export { currencyForLocale } from './format/currency';
export { safeHref } from './format/safeHref';
