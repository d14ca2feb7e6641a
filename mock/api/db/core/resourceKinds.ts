/**
 * Every kind of resource a write of the mock names (`ResourceRef.type`, an audit entry's
 * `resource`). The audit screen names each in the reader's language (`audit.resource.<kind>`);
 * a kind not listed here does not compile, and a test checks every listed one has its words.
 */
export const RESOURCE_KINDS = [
  // records and operations
  'record', 'records', 'ticket-rules', 'ticket-figures', 'service-ticket-figures', 'screening', 'knowledge-article', 'news', 'report',
  'asset-register', 'warehousing-slip', 'sim-card', 'charging-station', 'charging-overview', 'charging-network', 'charging-analysis', 'pile-command',
  // devices and policies
  'device', 'policy', 'peaking-plan', 'hotwater-plan',
  // billing
  'bill', 'bill-run', 'contract', 'tenant', 'tenant-type', 'rate-rule', 'payment', 'meter-group', 'room-state', 'space',
  // energy
  'energy', 'standard', 'building', 'budget', 'run-config',
  // signage and smart-bnb
  'media', 'playlist', 'channel', 'screen', 'screen-group', 'schedule-event', 'bnb-room', 'bnb-booking',
  // administration and tools
  'user', 'role', 'store', 'session', 'menu-template', 'navigation-style', 'file',
  // a scanned label's code (a look-up refused: not in the caller's scope)
  'scan-code',
] as const;

export type ResourceKind = (typeof RESOURCE_KINDS)[number];
