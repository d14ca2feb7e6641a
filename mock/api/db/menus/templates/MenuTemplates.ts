import type { FieldRule } from '../../../../../src/api/pageConfig.ts';
import { TOOLS_PIDS } from '../../../../../src/api/tools/types.ts';
import { checkMenu, issueField, type MenuIssue, type MenuIssueKind } from '../../../../../src/api/tools/menuTemplateRules.ts';
import type { MenuCheckContext, MenuCompany, MenuPortal, MenuTemplate, MenuTemplateAnswer, MenuTemplateItem, SavedMenuTemplate } from '../../../../../src/api/tools/menuTemplateTypes.ts';
import type { VersionStamp } from '../../../../../src/api/types.ts';
import type { ResourceRef } from '../../core/access/Access.ts';
import { Refusal } from '../../core/access/refusal.ts';
import { FieldErrors } from '../../core/fieldErrors.ts';
import type { SentVersion } from '../../core/versions.ts';
import type { Writes } from '../../core/writes.ts';
import type { CompanyRecord, UserRecord } from '../../users.ts';
import { catalogue, manifestEntries } from '../index.ts';
import { toTemplateItem } from './convert.ts';

/** The pages through which templates are read and written: the editor and the menu tool. */
export const MENU_TEMPLATE_PAGES: readonly string[] = [TOOLS_PIDS.menuTemplate, TOOLS_PIDS.menuTool];

export interface MenuTemplateSources {
  writes: Writes;
  companies: () => readonly CompanyRecord[];
  /** The simulated now (ms), the one world clock. */
  now: () => number;
}

const RULES: Record<MenuIssueKind, FieldRule> = {
  shape: 'type', name: 'pattern', title: 'required', icon: 'option', depth: 'max', notModule: 'required', noPage: 'required',
  notRoute: 'link', noPid: 'required', duplicatePid: 'unique', duplicateName: 'unique', tooMany: 'max', tooLong: 'maxLength', pidNotInBook: 'link', pidNoManifest: 'link',
};

const ISSUE_TEXT: Record<MenuIssueKind, string> = {
  shape: 'wrong type', name: 'letters, digits, - and _ only', title: 'a title of 1 to 60 characters', icon: 'not an icon the console knows',
  depth: 'too deep', notModule: 'a module needs items', noPage: 'a leaf needs a page', notRoute: 'the page is not a route', noPid: 'a leaf needs a pid',
  duplicatePid: 'the pid is used twice', duplicateName: 'the name is used twice', tooMany: 'too many items', tooLong: 'too long', pidNotInBook: 'no page of the role book', pidNoManifest: 'no manifest entry',
};

/** What a save's refusal lists: every blocking issue as a field error on its item's field. */
function refuse(issues: readonly MenuIssue[]): never {
  const errors = new FieldErrors();
  for (const issue of issues) errors.add(issueField(issue.path, issue.field), RULES[issue.kind], ISSUE_TEXT[issue.kind], issue.messageKey, issue.values);
  errors.check();
  throw new Error('unreachable');
}

/**
 * Menu templates of the menus domain: per company and portal, the tree /vts/api/menu/get sends that
 * company's users instead of the default catalogue. Saves are checked (routes, duplicates) and go
 * through the core's audited write path; only the platform's company gives templates to others.
 */
export class MenuTemplates {
  private readonly templates = new Map<string, MenuTemplate>();

  constructor(private readonly sources: MenuTemplateSources) {}

  /** The template a company's users get on a portal, if one is saved. */
  itemsFor(companyid: string, portal: string): readonly MenuTemplateItem[] | undefined {
    return this.templates.get(`${companyid}|${portal}`)?.items;
  }

  /** What the checks know of the world: the manifest's routes and pids, the role book's pages. */
  context(): MenuCheckContext {
    const entries = manifestEntries();
    return {
      routes: entries.filter((e) => e.path === `screens/${e.pid}`).map((e) => e.pid),
      manifestPids: entries.map((e) => e.pid),
      bookPids: this.sources.writes.access.book.data.pages.map((p) => p.pid),
    };
  }

  /** The user's own company; every company when the user's company runs the platform. */
  companiesOf(user: UserRecord): MenuCompany[] {
    const all = this.sources.companies();
    const platform = all.find((c) => c.companyid === user.companyid)?.runsPlatform === true;
    return all.filter((c) => platform || c.companyid === user.companyid).map((c) => ({ companyid: c.companyid, name: c.name }));
  }

  private ref(companyid: string, portal: MenuPortal): ResourceRef {
    return { type: 'menu-template', id: `${companyid}/${portal}`, pages: MENU_TEMPLATE_PAGES };
  }

  /** The version of a company's menu on a portal (its template, or its use of the default catalogue). */
  private stamp(companyid: string, portal: MenuPortal): VersionStamp {
    return this.sources.writes.versions.of('menu-template', `${companyid}/${portal}`);
  }

  /** Refused (-45403) for a company the user may not give templates to. */
  private reach(user: UserRecord, companyid: string): void {
    if (!this.companiesOf(user).some((c) => c.companyid === companyid)) {
      throw new Refusal(`no access to the menu of company ${companyid}`, 'tools.menu.noCompany', { companyid });
    }
  }

  answer(user: UserRecord, pid: string, companyid: string, portal: MenuPortal): MenuTemplateAnswer {
    this.sources.writes.access.check(user, pid, 'view', this.ref(companyid, portal));
    this.reach(user, companyid);
    const template = this.templates.get(`${companyid}|${portal}`);
    return {
      companies: this.companiesOf(user),
      catalogue: catalogue().map(toTemplateItem),
      template: template ? structuredClone(template) : null,
      context: this.context(),
      ...this.stamp(companyid, portal),
    };
  }

  /** The template before a write, once the company is the user's to change (a refusal is audited with the resource). */
  private reached(user: UserRecord, companyid: string, key: string): MenuTemplate | null {
    this.reach(user, companyid);
    return this.templates.get(key) ?? null;
  }

  /**
   * Saves a company's template (checked first: a refusal lists a field error per item), audited with
   * before and after; made on an older version than the menu's, it is refused with who and when.
   */
  save(user: UserRecord, pid: string, companyid: string, portal: MenuPortal, raw: unknown, sent: SentVersion): SavedMenuTemplate {
    const key = `${companyid}|${portal}`;
    return this.sources.writes.run(
      user,
      { pid, needs: 'edit', area: 'records', op: 'menu-template-save', resource: this.ref(companyid, portal), before: () => this.reached(user, companyid, key) },
      () => {
        const { items, issues } = checkMenu(raw, this.context());
        const blocking = issues.filter((issue) => issue.blocking);
        if (blocking.length > 0) refuse(blocking);
        const template: MenuTemplate = { companyid, portal, items, updatedAt: new Date(this.sources.now()).toISOString(), updatedBy: user.name };
        const overwrote = this.sources.writes.versions.save(user, 'menu-template', `${companyid}/${portal}`, sent, () => this.templates.set(key, template));
        return { answer: { ...structuredClone(template), ...this.stamp(companyid, portal) }, detail: { items: items.length, warnings: issues.length, ...overwrote } };
      },
    );
  }

  /** Removes a company's template: its users see the default catalogue again (a change of the menu's version too). */
  reset(user: UserRecord, pid: string, companyid: string, portal: MenuPortal): MenuTemplateAnswer {
    const key = `${companyid}|${portal}`;
    this.sources.writes.run(
      user,
      { pid, needs: 'edit', area: 'records', op: 'menu-template-reset', resource: this.ref(companyid, portal), before: () => this.reached(user, companyid, key) },
      () => {
        this.templates.delete(key);
        this.sources.writes.versions.bump(user, 'menu-template', `${companyid}/${portal}`);
        return { answer: null, after: null };
      },
    );
    return this.answer(user, pid, companyid, portal);
  }
}
