// The two walks are the longest browser files by far (every domain ~6.5 of ~19 worker-minutes; the
// chaos walk ~4, mostly waiting on its 1.5 s latency) but small on disk, and vitest's default order
// puts small files last when it has no timings (a fresh clone): one of them would then run alone at
// the end while the other worker idles. Starting both first lets the shorter files fill in beside them.
// (The chaos walk ran last once, for two races that showed under load: both are fixed, 7ef6fc1 and 9bbcbe49.)
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// Then the leap-day walk (~1 worker-minute on a server of its own).
const LONGEST_FIRST = ['walks.e2e.ts', 'chaos.e2e.ts', 'leapDay.e2e.ts'];

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const at = LONGEST_FIRST.findIndex((name) => file.moduleId.endsWith(`/${name}`));
      return at === -1 ? LONGEST_FIRST.length : at;
    };
    // A stable sort: the other files keep vitest's order.
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}
