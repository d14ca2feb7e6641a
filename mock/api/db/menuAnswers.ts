import type { ManifestEntry, MenuAnswer } from '../../../src/api/types.ts';
import type { Access } from './core/access/Access.ts';
import type { PolicyBook } from './devices/policies/PolicyBook.ts';
import { manifestEntries, viewableMenu } from './menus/index.ts';
import { withOwnRecords, type RecordLeaf } from './menus/ownRecords.ts';
import type { MenuTemplates } from './menus/templates/MenuTemplates.ts';
import type { UserRecord } from './users.ts';

/** What a menu answer reads: the role book, a company's saved template (when any), the user's policies and the tenant's navigation style. */
export interface MenuAnswerSources {
  access: Access;
  templates: () => MenuTemplates | undefined;
  policies: () => PolicyBook;
  /** JSON text of the host's tenant navigation style, or ''. */
  navigationStyle: (host: string) => string;
}

/** The menu a user gets on a portal and the screens' manifest (menu/get and the manifest endpoint). */
export class MenuAnswers {
  constructor(private readonly sources: MenuAnswerSources) {}

  answer(user: UserRecord, portalcode: string, host: string): MenuAnswer {
    const template = this.sources.templates()?.itemsFor(user.companyid, portalcode);
    const list = viewableMenu(portalcode, (pid) => this.sources.access.mayView(user, pid), template);
    // The execution-record leaf opens a policy: the user's own, never the catalogue's.
    const policies: RecordLeaf = {
      names: (did) => did.startsWith('pol-'),
      reaches: (did) => this.sources.policies().reaches(user, did),
      own: () => {
        const first = this.sources.policies().firstFor(user);
        return first && { did: first.did, name: first.name };
      },
    };
    return { list: withOwnRecords(list, policies), style: this.sources.navigationStyle(host) };
  }

  manifest(): ManifestEntry[] {
    return manifestEntries();
  }
}
