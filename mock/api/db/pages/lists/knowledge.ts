import type { Row } from '../../core/tables/Table.ts';
import { companyField, stampFields } from '../common.ts';
import type { PageDefinition } from '../definition.ts';
import { link, num, ref, text } from '../fields.ts';
import type { World } from '../world/index.ts';
import { seq } from '../world/names.ts';
import { DAY, iso, SEED_NOW } from '../../core/clock/time.ts';

/** The maintenance knowledge base: a category tree per company and its articles. */

const CATEGORY_PID = 'p-knowledge-category';

/** Root → child categories → article titles. */
const TREE: Record<string, Record<string, string[]>> = {
  充电设备: {
    直流桩故障: ['直流桩绝缘故障排查指南', '充电模块过温告警处理步骤', '直流桩输出过流的常见原因', '直流接触器粘连的判断与更换'],
    交流桩故障: ['交流桩无法启动充电排查', '交流桩漏电保护动作处理', 'CP信号异常的检测方法'],
    充电枪与线缆: ['枪头过温的原因与处理', '充电枪线更换作业规范', '枪头电子锁故障处理'],
  },
  配电系统: {
    变压器: ['箱式变压器日常巡视要点', '变压器温升异常处理'],
    电能计量: ['直流电能表更换与封印流程', '计量差错的核查方法'],
  },
  运营服务: {
    计费规则: ['分时电价与服务费配置说明', '停车费减免规则'],
    客户投诉处理: ['油车占位投诉处理话术', '充电中断退款处理流程'],
  },
  安全规范: {
    高压作业: ['高压作业安全规程', '停送电操作票填写规范'],
    应急预案: ['充电站火灾应急预案', '暴雨天气站点巡查要求'],
  },
};

export interface Knowledge {
  categories: Row[];
  articles: Row[];
}

const cache = new WeakMap<World, Knowledge>();

function knowledgeOf(world: World): Knowledge {
  const cached = cache.get(world);
  if (cached) return cached;
  const random = world.ctx.random('knowledge');
  const categories: Row[] = [];
  const articles: Row[] = [];
  for (const companyid of world.ctx.companies()) {
    const authors = world.ctx.authorsOf(companyid).map((a) => a.username);
    Object.entries(TREE).forEach(([rootName, children], r) => {
      const rootDid = `kc-${seq(categories.length + 1, 3)}`;
      const created = iso(SEED_NOW - (600 - r * 7) * DAY);
      const root = { did: rootDid, name: rootName, parentname: '', parentdid: '', sortno: r + 1, description: `${rootName}相关知识`, articlecount: 0, companyid, createtime: created, updatetime: created };
      categories.push(root);
      Object.entries(children).forEach(([childName, titles], c) => {
        const did = `kc-${seq(categories.length + 1, 3)}`;
        categories.push({ did, name: childName, parentname: rootName, parentdid: rootDid, sortno: c + 1, description: `${childName}处理经验与规范`, articlecount: titles.length, companyid, createtime: created, updatetime: created });
        root.articlecount += titles.length;
        for (const title of titles) {
          const written = SEED_NOW - random.int(5, 500) * DAY;
          articles.push({
            did: `kb-${seq(articles.length + 1, 4)}`,
            title,
            categoryname: childName,
            categorydid: did,
            tags: [rootName, childName].join(','),
            author: random.pick(authors),
            views: random.int(12, 2600),
            content: `${title}：适用于${childName}场景。一、现象描述；二、排查步骤；三、处理方法；四、注意事项。`,
            attachment: '',
            companyid,
            createtime: iso(written),
            updatetime: iso(written + random.int(0, 60) * DAY),
          });
        }
      });
    });
  }
  const out = { categories, articles };
  cache.set(world, out);
  return out;
}

export const knowledgeCategoryPage: PageDefinition = {
  name: 'knowledge-category',
  prefix: 'kc',
  scope: 'company',
  area: 'maintenance',
  fields: [
    text('name', 'Name', '名称', { width: 160, filter: 'text', form: { required: true, maxLength: 30 } }),
    text('parentname', 'Parent category', '上级分类', { width: 140, filter: 'select' }),
    ref('parentdid', 'Parent category ID', '上级分类ID', {
      form: { type: 'link', link: { pid: CATEGORY_PID, labelField: 'name', copy: { parentname: 'name' } } },
    }),
    num('sortno', 'Order', '排序', { width: 70, form: { required: true, integer: true, min: 0, max: 999, defaultValue: 0 } }),
    text('description', 'Description', '描述', { width: 220, form: { type: 'textarea', maxLength: 200 } }),
    num('articlecount', 'Articles', '文章数'),
    companyField(),
    ...stampFields(),
  ],
  sort: ['sortno', 'asc'],
  actions: ['add', 'edit', 'delete', 'export', 'history'],
  tree: { parentField: 'parentdid', labelField: 'name' },
  records: (world) => knowledgeOf(world).categories,
  history: {},
};

export const knowledgeBasePage: PageDefinition = {
  name: 'knowledge-base',
  aliases: ['maintenance-knowledge-articles'],
  prefix: 'kb',
  scope: 'company',
  area: 'maintenance',
  fields: [
    text('title', 'Title', '标题', { width: 260, filter: 'text', form: { required: true, maxLength: 60 } }),
    link('categoryname', 'Category', '分类', CATEGORY_PID, 'categorydid', { width: 140, filter: 'select' }),
    ref('categorydid', 'Category ID', '分类ID', {
      form: { type: 'link', required: true, link: { pid: CATEGORY_PID, labelField: 'name', copy: { categoryname: 'name' } } },
    }),
    text('tags', 'Tags', '标签', { width: 160, filter: 'text', form: { maxLength: 60 } }),
    text('author', 'Author', '作者', { width: 100, filter: 'select', form: { required: true, maxLength: 20 } }),
    num('views', 'Views', '浏览量', { filter: 'numberRange' }),
    text('content', 'Content', '内容', { width: 300, visible: false, form: { type: 'textarea', required: true, maxLength: 2000 } }),
    text('attachment', 'Attachment', '附件', { visible: false, form: { type: 'file' } }),
    companyField(),
    ...stampFields(),
  ],
  sort: ['updatetime', 'desc'],
  actions: ['add', 'edit', 'delete', 'export', 'history'],
  records: (world) => knowledgeOf(world).articles,
  history: {},
};

export const knowledgePages: PageDefinition[] = [knowledgeCategoryPage, knowledgeBasePage];
