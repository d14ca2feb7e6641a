// The ECharts option of SankeyChart, built by a pure function so it can be tested without a canvas.
import type { ChartOption, SankeySeriesOption } from './echarts';

export interface SankeyNodeSpec {
  /** Unique id of the node (a meter did); links name their ends by it. Default: `name`. */
  key?: string;
  /** Text shown; need not be unique (two buildings may both have a "Lighting" meter). */
  name: string;
  value?: number;
}

export interface SankeyLinkSpec {
  /** Keys of the two ends (a unique node name is accepted too). */
  source: string;
  target: string;
  value: number;
}

export interface SankeyInput {
  nodes: readonly SankeyNodeSpec[];
  links: readonly SankeyLinkSpec[];
  unit?: string;
  formatValue?: (value: number) => string;
}

export interface SankeyBuilt {
  option: ChartOption;
  /** Links left out: unknown ends, self links, values not > 0, links closing a cycle. */
  dropped: number;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** True when `to` can reach `from` through `edges` (adding from → to would close a cycle). */
function reaches(edges: Map<string, string[]>, to: string, from: string): boolean {
  const stack = [to];
  const seen = new Set<string>();
  while (stack.length) {
    const at = stack.pop()!;
    if (at === from) return true;
    if (seen.has(at)) continue;
    seen.add(at);
    stack.push(...(edges.get(at) ?? []));
  }
  return false;
}

/**
 * A Sankey option ECharts accepts whatever the data: ECharts needs unique node names, so nodes
 * are named by their key and labelled with their display name; duplicate keys keep the first
 * node; links with unknown ends, to themselves, without a positive value or closing a cycle
 * (a Sankey must be acyclic) are dropped. Tooltip text is HTML-escaped (names come from servers).
 */
export function buildSankeyOption({ nodes, links, unit, formatValue = (v) => String(Math.round(v * 100) / 100) }: SankeyInput): SankeyBuilt {
  const byKey = new Map<string, SankeyNodeSpec & { key: string }>();
  for (const node of nodes) {
    const key = node.key ?? node.name;
    if (!byKey.has(key)) byKey.set(key, { ...node, key });
  }
  const nameCount = new Map<string, number>();
  for (const node of byKey.values()) nameCount.set(node.name, (nameCount.get(node.name) ?? 0) + 1);
  const keyByName = new Map([...byKey.values()].filter((n) => nameCount.get(n.name) === 1).map((n) => [n.name, n.key]));
  const resolve = (end: string) => (byKey.has(end) ? end : keyByName.get(end));

  const edges = new Map<string, string[]>();
  const kept: Array<{ source: string; target: string; value: number }> = [];
  for (const link of links) {
    const source = resolve(link.source);
    const target = resolve(link.target);
    if (!source || !target || source === target || !(Number.isFinite(link.value) && link.value > 0)) continue;
    if (reaches(edges, target, source)) continue;
    edges.set(source, [...(edges.get(source) ?? []), target]);
    kept.push({ source, target, value: link.value });
  }

  const linked = new Set(kept.flatMap((l) => [l.source, l.target]));
  const nameOf = (key: string) => byKey.get(key)?.name ?? key;
  const amount = (v: number) => `${formatValue(v)}${unit ? ` ${unit}` : ''}`;
  const series: SankeySeriesOption = {
    type: 'sankey',
    // Linked nodes take their size from their links (a consistent layout); lone nodes keep theirs.
    data: [...byKey.values()].map((n) => (linked.has(n.key) || n.value === undefined ? { name: n.key } : { name: n.key, value: n.value })),
    links: kept,
    emphasis: { focus: 'adjacency' },
    nodeAlign: 'left',
    draggable: false,
    lineStyle: { color: 'gradient', curveness: 0.5, opacity: 0.35 },
    label: { formatter: (params) => nameOf(String(params.name)) },
  };
  const option: ChartOption = {
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (params) => {
        const p = Array.isArray(params) ? params[0]! : params;
        const data = p.data as { source?: string; target?: string; value?: number; name?: string };
        if (p.dataType === 'edge') return `${escapeHtml(nameOf(data.source ?? ''))} → ${escapeHtml(nameOf(data.target ?? ''))}: ${amount(Number(p.value))}`;
        const spec = byKey.get(String(p.name));
        return `${escapeHtml(nameOf(String(p.name)))}: ${amount(spec?.value ?? Number(p.value))}`;
      },
    },
    series: [series],
  };
  return { option, dropped: links.length - kept.length };
}
