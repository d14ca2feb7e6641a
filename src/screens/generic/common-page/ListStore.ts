import { makeAutoObservable, runInAction } from 'mobx';
import type { Api } from '../../../api';
import type { PageConfig } from '../../../api/pageConfig';
import type { FilterQuery } from '../../../api/types';
import type { FilterValues, TableChange, TableSort } from '../../../ui';
import type { RecordRow } from '../config/toColumns';
import { toServerFilter } from '../config/toFilters';

/**
 * One list page's own state (ARCHITECTURE §3: screen data lives in a screen store): paging,
 * sort and filters, the current page of records, and the calls that change them. A newer
 * request supersedes an older one, so a slow answer never overwrites a newer page.
 */
export class ListStore {
  rows: RecordRow[] = [];
  total = 0;
  page = 1;
  pageSize: number;
  sort: TableSort | null;
  draft: FilterValues = {};
  keyword = '';
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  private applied: FilterValues = {};
  private appliedKeyword = '';
  private controller: AbortController | null = null;

  constructor(
    private readonly api: Api,
    readonly config: PageConfig,
    /** Conditions from the URL's baseFilter, added to every query. */
    private readonly base: Record<string, unknown>,
  ) {
    this.pageSize = config.defaultPageSize || 20;
    this.sort = config.defaultSort ? { key: config.defaultSort.field, order: config.defaultSort.order } : null;
    makeAutoObservable<ListStore, 'api' | 'controller'>(this, { api: false, controller: false });
  }

  /** The filter every request of this page sends: filter bar, keyword and baseFilter. */
  get filter(): Record<string, unknown> {
    const filter = { ...toServerFilter(this.config.filters, this.applied), ...this.base };
    if (this.config.keywordSearch && this.appliedKeyword.trim()) filter.keyword = this.appliedKeyword.trim();
    return filter;
  }

  get sortBody(): FilterQuery['sort'] {
    return this.sort ? { [this.sort.key]: this.sort.order } : undefined;
  }

  get query(): FilterQuery {
    return { pid: this.config.pid, page: this.page, pagesize: this.pageSize, filter: this.filter, sort: this.sortBody };
  }

  async load(): Promise<void> {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    this.status = 'loading';
    try {
      const answer = await this.api.filter.query<RecordRow>(this.query, { signal: controller.signal });
      if (controller.signal.aborted) return;
      runInAction(() => {
        this.rows = Array.isArray(answer?.data) ? answer.data.filter((r) => typeof r?.did === 'string') : [];
        this.total = Number.isFinite(answer?.total) ? answer.total : this.rows.length;
        this.status = 'ready';
        // A delete can empty the last page: step back to the last page there is.
        const lastPage = Math.max(1, Math.ceil(this.total / this.pageSize));
        if (this.rows.length === 0 && this.page > lastPage) {
          this.page = lastPage;
          void this.load();
        }
      });
    } catch {
      if (!controller.signal.aborted) runInAction(() => (this.status = 'error'));
    }
  }

  change({ page, pageSize, sort }: TableChange): void {
    this.page = pageSize !== this.pageSize ? 1 : page;
    this.pageSize = pageSize;
    this.sort = sort;
    void this.load();
  }

  setDraft(values: FilterValues): void {
    this.draft = values;
  }

  setKeyword(keyword: string): void {
    this.keyword = keyword;
  }

  /** Applies the filter bar and keyword from page 1. */
  search(): void {
    this.applied = { ...this.draft };
    this.appliedKeyword = this.keyword;
    this.page = 1;
    void this.load();
  }

  reset(): void {
    this.draft = {};
    this.keyword = '';
    this.search();
  }

  /** Deletes a record and shows the page again; false when the server refused. */
  async remove(did: string): Promise<boolean> {
    try {
      await this.api.filter.remove({ pid: this.config.pid, did });
    } catch {
      return false;
    }
    await this.load();
    return true;
  }

  dispose(): void {
    this.controller?.abort();
  }
}
