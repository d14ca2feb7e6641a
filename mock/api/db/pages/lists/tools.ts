import type { Row } from '../../core/tables/Table.ts';
import { companyField } from '../common.ts';
import type { PageDefinition } from '../definition.ts';
import { choice, datetime, num, optionSet, status, text } from '../fields.ts';
import { seq, weighted } from '../world/names.ts';
import { iso, MINUTE, SEED_NOW } from '../../core/clock/time.ts';

/** Tools: the import/export log (seeded, then one line per export and import; service.ts). */

const TRANSFER_TYPE = optionSet('transferType', [
  ['import', 'Import', '导入'],
  ['export', 'Export', '导出'],
]);
const TRANSFER_STATUS = optionSet('transferStatus', [
  ['success', 'Succeeded', '成功', 'success'],
  ['failed', 'Failed', '失败', 'error'],
]);

/** Lists people export most, with their titles. */
const SOURCES: readonly [pid: string, title: string][] = [
  ['p-orders', '订单管理'],
  ['p-history-alarms', '历史告警'],
  ['p-ledger-pile', '充电桩'],
  ['p-fault-tickets', '故障工单'],
  ['p-maintenance-records', '维保记录'],
  ['p-station-monthly-cost', '场站月度成本'],
];

export const transferLogPage: PageDefinition = {
  name: 'import-export-log',
  prefix: 'iel',
  scope: 'company',
  fields: [
    choice('type', 'Type', '类型', TRANSFER_TYPE, { filter: 'select' }),
    text('pagename', 'Page', '页面', { width: 140, filter: 'select' }),
    text('targetpid', 'Page ID', '页面ID', { visible: false }),
    text('filename', 'File', '文件名', { width: 240, filter: 'text' }),
    num('rowcount', 'Rows', '行数'),
    status('status', 'Status', '状态', TRANSFER_STATUS, { filter: 'select' }),
    text('operatedby', 'Operated by', '操作人', { width: 100, filter: 'select' }),
    datetime('createtime', 'Created', '创建时间', { filter: 'dateRange' }),
    companyField(),
  ],
  sort: ['createtime', 'desc'],
  actions: ['export'],
  records: (world) => {
    const random = world.ctx.random('transfer-log');
    const rows: Row[] = [];
    for (const companyid of world.ctx.companies()) {
      const authors = world.ctx.authorsOf(companyid);
      for (let i = 0; i < 30; i += 1) {
        const [targetpid, pagename] = random.pick(SOURCES);
        const type = targetpid === 'p-station-monthly-cost' ? weighted(random, ['import', 'export'], [1, 1]) : 'export';
        const when = SEED_NOW - random.int(1, 60 * 24 * 60) * MINUTE;
        const failed = random.next() < 0.05;
        rows.push({
          did: `iel-${seq(rows.length + 1, 5)}`,
          type,
          pagename,
          targetpid,
          filename: `${pagename}_${iso(when).slice(0, 10).replace(/-/g, '')}.xlsx`,
          rowcount: failed ? 0 : random.int(20, type === 'import' ? 200 : 12000),
          status: failed ? 'failed' : 'success',
          operatedby: random.pick(authors).username,
          createtime: iso(when),
          companyid,
        });
      }
    }
    return rows;
  },
};

export const toolPages: PageDefinition[] = [transferLogPage];

