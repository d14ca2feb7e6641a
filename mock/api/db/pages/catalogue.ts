import type { PageDefinition } from './definition.ts';
import { knowledgePages } from './lists/knowledge.ts';
import { ledgerPages } from './lists/ledger.ts';
import { logisticsPages } from './lists/logistics.ts';
import { maintenancePages } from './lists/maintenance.ts';
import { monitoringPages } from './lists/monitoring.ts';
import { operationPages } from './lists/operations.ts';
import { pileDataPages } from './lists/pileData.ts';
import { placeholderPages } from './lists/placeholders.ts';
import { planningPages } from './lists/planning.ts';
import { procurementPages } from './lists/procurement.ts';
import { qualityPages } from './lists/quality.ts';
import { reliabilityPages } from './lists/reliability.ts';
import { settlementPages } from './lists/settlement.ts';
import { sitePages } from './lists/sites.ts';
import { ticketPages } from './lists/tickets.ts';
import { toolPages } from './lists/tools.ts';
import { warehousePages } from './lists/warehouse.ts';

/** Every list page of the navigation catalogue (every `list(...)` leaf, plus the knowledge base). */
export const PAGE_DEFINITIONS: readonly PageDefinition[] = [
  ...ledgerPages,
  ...procurementPages,
  ...qualityPages,
  ...warehousePages,
  ...logisticsPages,
  ...sitePages,
  ...monitoringPages,
  ...operationPages,
  ...settlementPages,
  ...pileDataPages,
  ...ticketPages,
  ...maintenancePages,
  ...reliabilityPages,
  ...knowledgePages,
  ...placeholderPages,
  ...planningPages,
  ...toolPages,
];
