import type { Random } from '../core/random.ts';

/** Company names, people and contacts for the seeded tenants (Chinese, as the rest of the world). */

const BRANDS = ['华润', '星辰', '蓝海', '恒信', '万象', '远景', '晨光', '嘉禾', '锦程', '瑞丰', '鼎盛', '汇通', '新元', '启明', '博雅', '云帆', '金桥', '青禾', '天合', '海纳', '盛世', '安泰', '德信', '明远'];

const TRADES: Readonly<Record<string, readonly string[]>> = {
  shop: ['服饰', '数码', '珠宝', '家居', '书店', '眼镜', '运动'],
  restaurant: ['餐饮', '茶饮', '咖啡', '火锅'],
  office: ['科技', '咨询', '律师事务所', '设计', '传媒', '投资', '教育'],
  warehouse: ['物流', '供应链', '仓储'],
  'cold-store': ['冷链', '生鲜'],
  computer: ['数据', '云计算', '网络'],
};

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭'];
const GIVEN = ['伟', '芳', '娜', '敏', '静', '磊', '洋', '勇', '艳', '杰', '涛', '明', '超', '霞', '平', '刚', '婷', '鑫'];

export function companyName(random: Random, roomtype: string): string {
  const trades = TRADES[roomtype] ?? TRADES.office ?? ['科技'];
  const trade = random.pick(trades);
  const suffix = trade.endsWith('所') ? '' : '有限公司';
  return `${random.pick(BRANDS)}${trade}${suffix}`;
}

export function personName(random: Random): string {
  return `${random.pick(SURNAMES)}${random.pick(GIVEN)}${random.next() < 0.5 ? random.pick(GIVEN) : ''}`;
}

export function phone(random: Random): string {
  return `1${random.pick(['3', '5', '8', '9'])}${String(random.int(0, 999_999_999)).padStart(9, '0')}`;
}
