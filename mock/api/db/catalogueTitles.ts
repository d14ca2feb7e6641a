import { walk } from './menus/build.ts';
import { catalogue } from './menus/index.ts';

/** Page and module titles of the menu catalogue, as role administration names them (a pid's own name when the catalogue has none). */
export function catalogueTitles(): { pageTitle: (pid: string) => { name: string; title: string }; moduleTitle: (module: string) => string } {
  const modules = catalogue();
  const titles = new Map(walk(modules).filter((item) => item.pid).map((item) => [item.pid as string, { name: item.name, title: item.title }]));
  const moduleTitles = new Map(modules.map((m) => [m.name, m.title]));
  return {
    pageTitle: (pid) => titles.get(pid) ?? { name: pid.replace(/^p-/, ''), title: pid.replace(/^p-/, '') },
    moduleTitle: (module) => moduleTitles.get(module) ?? module,
  };
}
