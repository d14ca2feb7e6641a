// The walks file is the longest browser file by far (~4 of ~11 worker-minutes) but small on disk,
// and vitest's default order puts small files last when it has no timings (a fresh clone): the
// walks would then run alone at the end. Starting them first lets the other worker take the rest.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// With them the leap-day walk (~3 worker-minutes on a server of its own): one long file per worker at the start.
const LONGEST_FIRST = ['walks.e2e.ts', 'leapDay.e2e.ts'];
// The chaos walk last (~4 worker-minutes, three tabs at once): on a loaded machine a start-up toast and
// a screen's URL state still race (stop 41's note), so it does not run beside the shorter files.
const LAST = ['chaos.e2e.ts'];

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isLong = (file: TestSpecification) => LONGEST_FIRST.some((name) => file.moduleId.endsWith(`/${name}`));
    const isLast = (file: TestSpecification) => LAST.some((name) => file.moduleId.endsWith(`/${name}`));
    return [...sorted.filter(isLong), ...sorted.filter((file) => !isLong(file) && !isLast(file)), ...sorted.filter(isLast)];
  }
}
