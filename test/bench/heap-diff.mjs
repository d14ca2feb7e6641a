// Investigates the heap row: heap snapshots (CDP) after the first mount+unmount and after N more
// cycles; prints what the objects created in between and still alive are, grouped by constructor,
// and the retainer path to a GC root of a few of them. Uses the built dist/ (run `npm run bench` first).
//   node test/bench/heap-diff.mjs [--cycles=20] [--top=25] [--paths=6] [--quick]
// --quick: signed in, each cycle leaves as soon as the console's content shows (issue 21).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startHarness } from '../../mock/host/harness.mjs';
import { launchChromium } from '../e2e/support/chromium.mjs';
import { heapAfterCycles, heapAfterQuickCycles, usedHeap } from './measure.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const arg = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);

/** Takes a heap snapshot over CDP (it collects garbage first) and parses it. */
export async function takeSnapshot(cdp) {
  const chunks = [];
  const onChunk = ({ chunk }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false, captureNumericValue: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  return parseSnapshot(JSON.parse(chunks.join('')));
}

function parseSnapshot(raw) {
  const { node_fields: nf, edge_fields: ef, node_types: nt, edge_types: et } = raw.snapshot.meta;
  const N = nf.length;
  const E = ef.length;
  const nodeTypes = nt[0];
  const edgeTypes = et[0];
  const { nodes, edges, strings } = raw;
  const count = nodes.length / N;
  const f = (name) => nf.indexOf(name);
  const [iType, iName, iId, iSize, iEdges] = ['type', 'name', 'id', 'self_size', 'edge_count'].map(f);
  const [eType, eName, eTo] = ['type', 'name_or_index', 'to_node'].map((n) => ef.indexOf(n));
  const firstEdge = new Uint32Array(count + 1);
  for (let i = 0; i < count; i += 1) firstEdge[i + 1] = firstEdge[i] + nodes[i * N + iEdges];
  const iDetached = f('detachedness');
  const node = (i) => ({
    type: nodeTypes[nodes[i * N + iType]],
    name: strings[nodes[i * N + iName]],
    id: nodes[i * N + iId],
    size: nodes[i * N + iSize],
    detached: iDetached >= 0 && nodes[i * N + iDetached] === 2,
  });
  const edgesOf = function* (i) {
    for (let e = firstEdge[i]; e < firstEdge[i + 1]; e += 1) {
      const type = edgeTypes[edges[e * E + eType]];
      const nameOrIndex = edges[e * E + eName];
      yield { type, name: type === 'element' || type === 'hidden' ? `[${nameOrIndex}]` : strings[nameOrIndex], to: edges[e * E + eTo] / N };
    }
  };
  return { count, node, edgesOf };
}

/** Self sizes summed by snapshot node type (object, code, native, string, …), in bytes. */
export function sizeByType(snap) {
  const totals = {};
  for (let i = 0; i < snap.count; i += 1) {
    const { type, size } = snap.node(i);
    totals[type] = (totals[type] ?? 0) + size;
  }
  return totals;
}

function retainersOf(snap) {
  if (snap.retainers) return snap.retainers;
  const retainers = new Map();
  for (let i = 0; i < snap.count; i += 1) {
    for (const edge of snap.edgesOf(i)) {
      if (edge.type === 'weak' || edge.type === 'shortcut') continue;
      if (!retainers.has(edge.to)) retainers.set(edge.to, []);
      retainers.get(edge.to).push({ from: i, name: edge.name });
    }
  }
  snap.retainers = retainers;
  return retainers;
}

/** The shortest retainer path from the root to node `target`, ignoring weak edges: [{ node, edge }]. */
function retainerChain(snap, target) {
  const retainers = retainersOf(snap);
  const prev = new Map([[target, null]]);
  const queue = [target];
  while (queue.length && !prev.has(0)) {
    const at = queue.shift();
    for (const r of retainers.get(at) ?? []) {
      if (prev.has(r.from)) continue;
      prev.set(r.from, { to: at, name: r.name });
      queue.push(r.from);
    }
  }
  if (!prev.has(0)) return [];
  const chain = [];
  for (let at = 0; at !== target; at = prev.get(at).to) chain.push({ node: at, edge: prev.get(at).name });
  chain.push({ node: target, edge: null });
  return chain;
}

function retainerPath(snap, target) {
  const chain = retainerChain(snap, target);
  if (!chain.length) return ['(no path from the root)'];
  return chain.map(({ node, edge }) => {
    const n = snap.node(node);
    return `${n.type} ${String(n.name).slice(0, 60)}${edge === null ? ` @${n.id}` : ` --${edge}-->`}`;
  });
}

/** Nodes reachable from the root when the edges out of `blocked` nodes are ignored. */
function reachableWithout(snap, blocked) {
  const seen = new Uint8Array(snap.count);
  const stack = [0];
  seen[0] = 1;
  while (stack.length) {
    const at = stack.pop();
    if (blocked.has(at)) continue;
    for (const edge of snap.edgesOf(at)) {
      if (edge.type === 'weak' || edge.type === 'shortcut' || seen[edge.to]) continue;
      seen[edge.to] = 1;
      stack.push(edge.to);
    }
  }
  return seen;
}

const groupKey = (n) => `${n.type} ${n.type === 'string' || n.type === 'concatenated string' ? '(string)' : String(n.name).slice(0, 80)}`;

/** Net change per type and constructor (all objects, not only new ones): what the heap gained. */
export function netChange(before, after, { top = 25 } = {}) {
  const groups = new Map();
  const add = (snap, sign) => {
    for (let i = 0; i < snap.count; i += 1) {
      const n = snap.node(i);
      const key = groupKey(n);
      const g = groups.get(key) ?? { key, count: 0, size: 0 };
      g.count += sign;
      g.size += sign * n.size;
      groups.set(key, g);
    }
  };
  add(before, -1);
  add(after, 1);
  return [...groups.values()].sort((a, b) => b.size - a.size).slice(0, top);
}

/** The console's own mount elements (createApp's frame and its three children) alive in a snapshot. */
export function mountElements(snap) {
  const found = new Map();
  for (let i = 0; i < snap.count; i += 1) {
    const n = snap.node(i);
    const m = /^<div (data-cem-(?:app|styles|popups|root))/.exec(n.name ?? '');
    if (n.type !== 'native' || !m) continue;
    const e = found.get(m[1]) ?? { name: m[1], alive: 0, detached: 0, sample: -1 };
    e.alive += 1;
    if (n.detached) {
      e.detached += 1;
      if (e.sample < 0) e.sample = i;
    }
    found.set(m[1], e);
  }
  return [...found.values()];
}

/**
 * What the heap would be without the Map that keeps old mounts: deletes, from every Map in the page,
 * the keys that are detached <div data-cem-styles> elements, then collects garbage and measures.
 */
async function withoutContainerCache(cdp, page) {
  const before = await usedHeap(cdp, page);
  const { result: proto } = await cdp.send('Runtime.evaluate', { expression: 'Map.prototype' });
  const { objects } = await cdp.send('Runtime.queryObjects', { prototypeObjectId: proto.objectId });
  const { result } = await cdp.send('Runtime.callFunctionOn', {
    objectId: objects.objectId,
    functionDeclaration: `function () {
      let deleted = 0;
      for (const map of this) for (const key of [...map.keys()]) {
        if (key instanceof Element && key.hasAttribute('data-cem-styles') && !key.isConnected) { map.delete(key); deleted += 1; }
      }
      return deleted;
    }`,
    returnByValue: true,
  });
  await cdp.send('Runtime.releaseObject', { objectId: objects.objectId });
  return { deleted: result.value, before, after: await usedHeap(cdp, page) };
}

export function diffSnapshots(before, after, { top = 25 } = {}) {
  const oldIds = new Set();
  for (let i = 0; i < before.count; i += 1) oldIds.add(before.node(i).id);
  const groups = new Map();
  for (let i = 0; i < after.count; i += 1) {
    const n = after.node(i);
    if (oldIds.has(n.id)) continue;
    const key = groupKey(n);
    const g = groups.get(key) ?? { key, count: 0, size: 0, samples: [] };
    g.count += 1;
    g.size += n.size;
    if (g.samples.length < 3) g.samples.push(i);
    groups.set(key, g);
  }
  return [...groups.values()].sort((a, b) => b.size - a.size).slice(0, top);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const cycles = arg('cycles', 20);
  const en = JSON.parse(readFileSync(path.join(ROOT, 'public/lang/en.json'), 'utf8'));
  const labels = { username: en['login.username'], password: en['login.password'], submit: en['login.submit'] };
  const quick = process.argv.includes('--quick');
  const harness = await startHarness({ consoleMode: 'build', hostname: '127.0.0.1' });
  const browser = await launchChromium();
  const snaps = {};
  let experiment;
  try {
    const heap = await (quick ? heapAfterQuickCycles : heapAfterCycles)(browser, {
      hostUrl: harness.url,
      labels,
      account: { username: 'admin', password: 'admin123' },
      cycles,
      problems: [],
      onBaseline: async (cdp) => void (snaps.before = await takeSnapshot(cdp)),
      onAfter: async (cdp, page) => {
        snaps.after = await takeSnapshot(cdp);
        experiment = await withoutContainerCache(cdp, page);
        snaps.cleared = await takeSnapshot(cdp);
      },
    });
    console.log(`JS heap ${(heap.baseline.used / 2 ** 20).toFixed(2)} MB → ${(heap.after.used / 2 ** 20).toFixed(2)} MB after ${cycles} cycles`);
    const mib = (b) => `${(b / 2 ** 20).toFixed(2)} MB`;
    console.log(
      `experiment: deleting the detached data-cem-styles keys from the page's Maps (${experiment.deleted} deleted) brings the heap from ` +
        `${mib(experiment.before.used)} to ${mib(experiment.after.used)} (JS) and ${mib(experiment.before.dom)} to ${mib(experiment.after.dom)} (Blink DOM); ` +
        `growth over the baseline without them: ${mib(experiment.after.used - heap.baseline.used)} JS`,
    );
    const byType = (snap) => {
      const t = {};
      for (let i = 0; i < snap.count; i += 1) {
        const n = snap.node(i);
        t[n.type] = (t[n.type] ?? 0) + n.size;
      }
      return t;
    };
    const [b, c] = [byType(snaps.before), byType(snaps.cleared)];
    const residual = Object.keys(c)
      .map((k) => [k, c[k] - (b[k] ?? 0)])
      .filter(([, d]) => Math.abs(d) >= 10 * 1024)
      .sort((x, y) => y[1] - x[1]);
    console.log(`what is left after that, baseline → cleared, by snapshot node type: ${residual.map(([k, d]) => `${k} ${(d / 1024).toFixed(0)} KB`).join(', ')}`);
    const groups = diffSnapshots(snaps.before, snaps.after, { top: arg('top', 25) });
    console.log('\nobjects created after the baseline and still alive (by type and constructor):');
    console.log(`${'count'.padStart(7)} ${'self KB'.padStart(9)}  type constructor`);
    for (const g of groups) console.log(`${String(g.count).padStart(7)} ${(g.size / 1024).toFixed(1).padStart(9)}  ${g.key}`);
    console.log('\nnet change per type and constructor (after − before, all objects):');
    console.log(`${'count'.padStart(7)} ${'self KB'.padStart(9)}  type constructor`);
    for (const g of netChange(snaps.before, snaps.after, { top: arg('top', 25) })) {
      console.log(`${String(g.count).padStart(7)} ${(g.size / 1024).toFixed(1).padStart(9)}  ${g.key}`);
    }
    console.log('\nthe console\'s mount elements alive (createApp makes one set per mount):');
    for (const [when, snap] of Object.entries(snaps)) {
      const line = mountElements(snap).map((e) => `${e.name} ${e.alive} (${e.detached} detached)`).join(', ');
      console.log(`  ${when.padEnd(6)} ${line || 'none'}`);
    }
    const styles = mountElements(snaps.after).find((e) => e.name === 'data-cem-styles');
    if (styles && styles.sample >= 0) {
      console.log('\nretainer path of one detached <div data-cem-styles>:');
      for (const step of retainerPath(snaps.after, styles.sample)) console.log(`  ${step}`);
      // Is the Map on that path the only thing keeping the old mounts alive? Cut the edges out of
      // every Map whose backing table holds a data-cem-styles div, and count what is still reachable.
      const chain = retainerChain(snaps.after, styles.sample);
      const mapIndex = chain.findLastIndex(({ node }) => snaps.after.node(node).name === 'Map');
      if (mapIndex >= 0) {
        const blocked = new Set([chain[mapIndex].node, chain[mapIndex + 1].node]);
        const seen = reachableWithout(snaps.after, blocked);
        let frames = 0;
        let detachedBefore = 0;
        for (let i = 0; i < snaps.after.count; i += 1) {
          const n = snaps.after.node(i);
          if (n.type !== 'native' || !String(n.name).startsWith('<div data-cem-app')) continue;
          detachedBefore += n.detached ? 1 : 0;
          if (n.detached && seen[i]) frames += 1;
        }
        console.log(`\nwithout that Map's edges, detached <div data-cem-app> still reachable: ${frames} of ${detachedBefore}`);
      }
    }
    const paths = arg('paths', 6);
    for (const g of groups.filter((x) => !x.key.startsWith('string') && !x.key.startsWith('hidden')).slice(0, paths)) {
      console.log(`\nretainer path of one "${g.key}" (${g.count} new):`);
      for (const step of retainerPath(snaps.after, g.samples[0])) console.log(`  ${step}`);
    }
  } finally {
    await browser.close();
    await harness.close();
  }
  process.exit(0);
}
