// The qiankun host harness (mock/host) seen from the browser: its navigation, mount counters,
// the host's own styles, what the console leaves behind, and window/document listeners via CDP.
import type { CDPSession, Page } from 'playwright-core';
import type { E2EWindow } from './console';

export type HostRoute = '/cem-platform' | '/hello';

/** Clicks the host's navigation link and waits for that app to show. */
export async function hostNavigate(page: Page, route: HostRoute): Promise<void> {
  await page.locator(`a[data-host-nav="${route}"]`).click();
  if (route === '/hello') {
    await page.getByTestId('hello-app').waitFor();
    await page.waitForFunction(() => document.querySelector('[data-cem-app]') === null);
  } else {
    await page.locator('#subapp-container [data-cem-app]').waitFor({ state: 'attached' });
  }
}

export async function mountCounts(page: Page): Promise<{ mounted: number; unmounted: number }> {
  return page.evaluate(() => (window as E2EWindow).__harness?.counts['cem-platform'] ?? { mounted: 0, unmounted: 0 });
}

/** Computed styles of the host's body, header and antd button: the properties a leaked global style would change. */
export async function hostStyles(page: Page): Promise<Record<string, Record<string, string>>> {
  return page.evaluate(() => {
    const look = [
      'font-family', 'font-size', 'font-weight', 'line-height', 'color', 'background-color', 'margin', 'padding',
      'box-sizing', 'border', 'border-radius', 'box-shadow', 'text-decoration', 'letter-spacing', 'display', 'position',
    ];
    // The body's height follows the content (the console is taller than the hello app): not a style.
    const targets: Record<string, [Element | null, string[]]> = {
      body: [document.body, look],
      header: [document.querySelector('[data-testid="host-header"]'), [...look, 'height']],
      button: [document.querySelector('[data-testid="host-button"]'), [...look, 'height']],
    };
    return Object.fromEntries(
      Object.entries(targets).map(([name, [el, props]]) => {
        if (!el) return [name, { missing: 'yes' }];
        const style = getComputedStyle(el);
        return [name, Object.fromEntries(props.map((p) => [p, style.getPropertyValue(p)]))];
      }),
    );
  });
}

/** What of the console is still in the document (all zero after an unmount). */
export async function consoleLeftovers(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => ({
    cemAppElements: document.querySelectorAll('[data-cem-app]').length,
    qiankunWrapper: document.querySelectorAll('#subapp-container [data-name="cem-platform"]').length,
    cemNodesInContainer: document.querySelectorAll('#subapp-container [class*="cem-"], #subapp-container [data-cem-root], #subapp-container [data-cem-popups]').length,
    cemStyleTags: [...document.querySelectorAll('style')].filter((s) => (s.textContent ?? '').includes('.cem-')).length,
  }));
}

/**
 * The event listeners on window and on document, as sorted `target type (script)` lines, read
 * through the DevTools protocol (DOMDebugger.getEventListeners sees every listener, whoever added it).
 */
export async function documentListeners(cdp: CDPSession): Promise<string[]> {
  const lines: string[] = [];
  for (const target of ['window', 'document'] as const) {
    const { result } = await cdp.send('Runtime.evaluate', { expression: target });
    if (!result.objectId) throw new Error(`no remote object for ${target}`);
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId });
    for (const l of listeners) lines.push(`${target} ${l.type} (script ${l.scriptId}:${l.lineNumber}:${l.columnNumber})`);
    await cdp.send('Runtime.releaseObject', { objectId: result.objectId });
  }
  return lines.sort();
}

/**
 * V8's heap in use after forced collections (as the bench's heap rows read it): a short settle,
 * then HeapProfiler.collectGarbage a few times, then Runtime.getHeapUsage.
 */
export async function heapAfterGc(cdp: CDPSession, page: Page): Promise<number> {
  await page.waitForTimeout(500);
  for (let i = 0; i < 4; i += 1) {
    await cdp.send('HeapProfiler.collectGarbage');
    await page.waitForTimeout(100);
  }
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

/**
 * The heap's self sizes from a heap snapshot (it collects garbage first), without V8's compiled
 * code: the code the JIT adds as a path warms up is not state an unmount left behind (the bench's
 * heap rows split it off the same way, test/bench/heap-diff.mjs).
 */
export async function heapWithoutCode(cdp: CDPSession): Promise<number> {
  const chunks: string[] = [];
  const onChunk = ({ chunk }: { chunk: string }) => void chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false, captureNumericValue: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  const raw = JSON.parse(chunks.join('')) as { snapshot: { meta: { node_fields: string[]; node_types: [string[]] } }; nodes: number[] };
  const { node_fields: fields, node_types: types } = raw.snapshot.meta;
  const [typeAt, sizeAt, width] = [fields.indexOf('type'), fields.indexOf('self_size'), fields.length];
  let total = 0;
  for (let i = 0; i < raw.nodes.length; i += width) if (types[0][raw.nodes[i + typeAt]!] !== 'code') total += raw.nodes[i + sizeAt]!;
  return total;
}
