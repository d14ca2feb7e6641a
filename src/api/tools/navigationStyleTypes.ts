import type { NavigationStyle, VersionStamp } from '../types';
import { NAV_COLOUR_RULES } from './rules.ts';

/**
 * The navigation style of the console's tenant: the six colours `/vts/api/menu/get` sends as its
 * style JSON (spec §3 "Navigation style colours", defaults in §9). The tenant is the one the
 * request's host belongs to, as menu/get reads it; only its own company's users may change it.
 *
 * - /sfsaas/api/tools/navigation-style/get → NavigationStyleAnswer ({ pid })
 * - /sfsaas/api/tools/navigation-style/save → NavigationStyleAnswer ({ pid, style }: all six colours, #rgb or #rrggbb)
 */

export type NavColourKey = keyof NavigationStyle;

/** The six colours, in the order the screen shows them. */
export const NAV_COLOUR_KEYS: readonly NavColourKey[] = ['headerBackground', 'headerFont', 'headerSelected', 'sideBackground', 'sideFont', 'sideSelected'];

/** What a colour may be: #rgb or #rrggbb. */
export const HEX_COLOUR = new RegExp(`^(?:${NAV_COLOUR_RULES.colour.pattern.regex})$`, 'u');

/** The stamp is the version of the tenant's style (one record per tenant, its company's). */
export interface NavigationStyleAnswer extends VersionStamp {
  /** The colours saved for the tenant; a colour it has not set is absent (the default applies). */
  style: NavigationStyle;
  /** The tenant (its host name) the style belongs to. */
  tenant: string;
  /** Whether the user's company owns this tenant: only then may it save the style here. */
  owned: boolean;
}

export interface NavigationStyleSave {
  pid: string;
  style: Required<NavigationStyle>;
  /** The version the form was opened on; `overwrite`: save over a newer one on purpose (audited). */
  version: number;
  overwrite?: boolean;
}
