import { ruleBook } from '../ruleBook.ts';

/**
 * A menu template item as its panel types it: a title, and a leaf's page (a route) and pid (a page
 * of the role book); checkMenu (menuTemplateRules.ts) holds a saved or imported tree to them.
 */
export const MENU_ITEM_RULES = ruleBook({
  title: { required: true, maxLength: 60 },
  page: { maxLength: 80 },
  pid: { maxLength: 80 },
});

/** A navigation colour as typed: #rgb or #rrggbb (every one of the six is required). */
export const NAV_COLOUR_RULES = ruleBook({
  colour: { required: true, maxLength: 7, pattern: { regex: '#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})', message: 'expected a colour #rgb or #rrggbb', messageKey: 'tools.navStyle.error.colour' } },
});

/** A knowledge base article's typed texts: its title and its body (markdown); tags and attachments keep KNOWLEDGE_LIMITS. */
export const KNOWLEDGE_RULES = ruleBook({
  title: { required: true, maxLength: 80 },
  body: { required: true, maxLength: 20_000 },
});
