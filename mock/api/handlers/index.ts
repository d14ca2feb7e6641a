import type { HttpHandler } from 'msw';
import type { Database } from '../db/Database.ts';
import { accessAdminHandlers } from './accessAdmin.ts';
import { analysisHandlers } from './analysis.ts';
import { auditHandlers } from './audit.ts';
import { billingHandlers } from './billing.ts';
import { contractHandlers } from './contract.ts';
import { controlHandlers } from './control.ts';
import { NetworkFaults } from '../faults.ts';
import { deviceHandlers } from './device.ts';
import { energyManageHandlers } from './energyManage.ts';
import { fileHandlers } from './files.ts';
import { tusUploadHandlers } from './tusUploads.ts';
import { groupDevHandlers } from './groupdev.ts';
import { filterHandlers } from './filter.ts';
import { locationHandlers } from './location.ts';
import { manifestHandlers } from './manifest.ts';
import { navigationStyleHandlers } from './navigationStyle.ts';
import { profileHandlers } from './profile.ts';
import { menuHandlers } from './menu.ts';
import { menuTemplateHandlers } from './menuTemplates.ts';
import { moduleHandlers } from './module.ts';
import { operationReportHandlers } from './operationReport.ts';
import { recordHandlers } from './records.ts';
import { registerHandlers } from './register.ts';
import { reportHandlers } from './report.ts';
import { settingHandlers } from './setting.ts';
import { scanHandlers } from './scan.ts';
import { smartbnbHandlers } from './smartbnb.ts';
import { operationsMonitoringHandlers } from './operationsMonitoring.ts';
import { operationsOverviewsHandlers } from './operationsOverviews.ts';
import { operationsAnalysisHandlers } from './operationsAnalysis.ts';
import { operationsReportsHandlers } from './operationsReports.ts';
import { operationsAssetsHandlers } from './operationsAssets.ts';
import { storeHandlers } from './stores.ts';
import { tenantHandlers } from './tenant.ts';
import { toolsHandlers } from './tools.ts';
import { signageHandlers } from './signage.ts';
import { castscreenHandlers } from './castscreen.ts';
import { triggerHandlers } from './triggers.ts';
import { userHandlers } from './user.ts';
import { videoHandlers } from './video.ts';
import { workorderHandlers } from './workorder.ts';
import { withServerDate } from '../serverDate.ts';

/**
 * Every handler of the mock backend, bound to one database; `faults` is the bad network the
 * control endpoint plays (the node server in front of the handlers acts it out).
 */
export function createHandlers(db: Database, faults = new NetworkFaults()): HttpHandler[] {
  return withServerDate([
    ...userHandlers(db),
    ...registerHandlers(db),
    ...tenantHandlers(db),
    ...menuHandlers(db),
    ...manifestHandlers(db),
    ...locationHandlers(db),
    ...filterHandlers(db),
    ...recordHandlers(db),
    ...moduleHandlers(db),
    ...fileHandlers(db),
    ...tusUploadHandlers(db),
    ...deviceHandlers(db),
    ...groupDevHandlers(db),
    ...operationReportHandlers(db),
    ...triggerHandlers(db),
    ...settingHandlers(db),
    ...analysisHandlers(db),
    ...reportHandlers(db),
    ...energyManageHandlers(db),
    ...controlHandlers(db, faults),
    ...contractHandlers(),
    ...billingHandlers(db),
    ...accessAdminHandlers(db),
    ...storeHandlers(db),
    ...toolsHandlers(db),
    ...smartbnbHandlers(db),
    ...scanHandlers(db),
    ...operationsMonitoringHandlers(db),
    ...operationsOverviewsHandlers(db),
    ...operationsAnalysisHandlers(db),
    ...operationsReportsHandlers(db),
    ...operationsAssetsHandlers(db),
    ...signageHandlers(db),
    ...castscreenHandlers(db),
    ...menuTemplateHandlers(db),
    ...navigationStyleHandlers(db),
    ...auditHandlers(db),
    ...profileHandlers(db),
    ...videoHandlers(),
    ...workorderHandlers(db),
  ], () => db.clock.now());
}
