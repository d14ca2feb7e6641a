import type { NewsCategory, NewsItem } from '../../../../../src/api/tools/newsTypes.ts';
import { DAY, HOUR, iso, SEED_NOW } from '../../core/clock/time.ts';

/** A news item as kept: everything but the per-user read state. */
export type NewsRecord = Omit<NewsItem, 'read'> & { companyid?: string };

type Seed = [NewsCategory, string, string, number, string, string[]];

/** Energy and carbon policy news every tenant sees: category, title, source, days before the seed's now, summary, paragraphs. */
const PUBLIC: Seed[] = [
  ['policy', '国家发展改革委印发《关于进一步完善分时电价机制的通知》', '国家发展改革委', 2, '拉大峰谷价差，尖峰电价在高峰电价基础上上浮不低于 20%。', ['各地要结合电力供需状况合理确定峰谷时段。', '峰谷电价价差原则上不低于 3:1。']],
  ['carbon-market', '全国碳市场碳排放配额收盘价创年内新高', '上海环境能源交易所', 3, '碳排放配额（CEA）收盘价较上周上涨 4.6%。', ['本周挂牌协议交易成交量环比增长。', '市场参与主体履约意愿增强。']],
  ['policy', '工业和信息化部发布《工业领域碳达峰实施方案》解读', '工业和信息化部', 6, '到 2025 年规模以上工业单位增加值能耗较 2020 年下降 13.5%。', ['重点行业能效标杆水平以上产能比例达到 30%。', '推动重点用能设备节能改造。']],
  ['industry', '分布式光伏新增装机同比增长超过 40%', '中国电力企业联合会', 9, '工商业分布式光伏成为新增装机的主要来源。', ['组件价格下降带动投资回报期缩短。', '多地出台配储要求。']],
  ['policy', '生态环境部：扩大全国碳市场行业覆盖范围', '生态环境部', 12, '钢铁、水泥、电解铝行业将纳入全国碳排放权交易市场。', ['首个履约周期以免费分配为主。', '企业需按要求完成排放数据核查。']],
  ['carbon-market', '国家核证自愿减排量（CCER）交易重启首月成交概况', '北京绿色交易所', 15, '首批项目类型包括造林碳汇、并网光热发电等。', ['成交均价保持稳定。', '方法学将分批发布。']],
  ['industry', '新型储能装机规模突破 5000 万千瓦', '国家能源局', 20, '锂离子电池储能占比超过九成。', ['独立储能电站参与电力现货市场。', '用户侧储能收益模式逐步清晰。']],
  ['policy', '《公共建筑节能改造技术规范》征求意见', '住房和城乡建设部', 26, '新增空调系统能效分级与照明功率密度限值要求。', ['既有建筑改造后能耗应降低 15% 以上。', '鼓励采用合同能源管理模式。']],
  ['industry', 'Thailand launches direct PPA pilot for renewable power', 'Energy Regulatory Commission of Thailand', 31, 'Data centres and industrial users may buy renewable power directly from generators.', ['The pilot caps the first round at 2,000 MW.', 'Utility green tariffs remain available.']],
  ['carbon-market', '欧盟碳边境调节机制进入过渡期申报阶段', '商务部', 40, '出口钢铁、铝、水泥等产品的企业需报告隐含碳排放。', ['过渡期内暂不缴纳费用。', '企业应建立产品碳足迹核算体系。']],
];

/** Each company's own announcements: title, days before now, summary, paragraphs. */
const ANNOUNCEMENTS: Record<string, Array<[string, number, string, string[]]>> = {
  'c-1001': [
    ['关于十二月电费账单出账时间调整的通知', 1, '十二月账单将于 12 月 3 日出账，请各租户留意。', ['如有疑问请联系物业财务。']],
    ['冬季空调运行策略调整', 5, '自 11 月 15 日起，公共区域空调设定温度为 20 °C。', ['各门店可按需申请例外。']],
    ['能源管理平台系统升级公告', 18, '平台将于周六 02:00–04:00 进行升级维护。', ['升级期间数据采集不中断。']],
  ],
  'c-2001': [
    ['Billing cut-off moves to the 3rd of each month', 1, 'December bills are issued on 3 December.', ['Contact the finance desk with any question.']],
    ['Scheduled maintenance this Saturday', 8, 'The platform is upgraded on Saturday 02:00–04:00.', ['Meter data keeps being collected.']],
  ],
};

const LINK = 'https://www.example.com/news/';

/** Every item, public and per company, newest first. */
export function seedNews(): NewsRecord[] {
  const publicItems: NewsRecord[] = PUBLIC.map(([category, title, source, days, summary, paragraphs], i) => ({
    did: `nw-${String(i + 1).padStart(3, '0')}`, title, category, source, publishedAt: iso(SEED_NOW - days * DAY + 9 * HOUR), summary, paragraphs, link: `${LINK}${i + 1}`,
  }));
  const own: NewsRecord[] = Object.entries(ANNOUNCEMENTS).flatMap(([companyid, items]) =>
    items.map(([title, days, summary, paragraphs], i) => ({
      did: `nw-${companyid}-${i + 1}`, title, category: 'announcement' as const, source: '', publishedAt: iso(SEED_NOW - days * DAY + 10 * HOUR), summary, paragraphs, link: '', companyid,
    })),
  );
  return [...publicItems, ...own].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
}

/** What each demo user has read at seed time: everything older than two weeks, and a few newer ones. */
export function seedReadState(items: readonly NewsRecord[]): (userid: string) => Set<string> {
  const old = SEED_NOW - 14 * DAY;
  return (userid) => new Set(items.filter((item, i) => Date.parse(item.publishedAt) < old || (userid === 'u-1001' && i % 3 === 1)).map((item) => item.did));
}
