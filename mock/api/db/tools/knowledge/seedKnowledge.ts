import type { KnowledgeCategory, KnowledgeVersion } from '../../../../../src/api/tools/knowledgeTypes.ts';
import type { Row } from '../../core/tables/Table.ts';
import { seedMonthDay } from '../../core/clock/seedDates.ts';

/** A company's knowledge as the tools domain keeps it: the category tree and every version of every article. */
export interface KnowledgeSeed {
  categories: KnowledgeCategory[];
  articles: KnowledgeVersion[][];
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The catalogue's article text as Markdown: a heading per part the seed names (一、二、三、四). */
function markdownOf(title: string, content: string): string {
  const [lead, parts = ''] = content.split('：');
  const steps = parts.split(/[；。]/).map((part) => part.trim()).filter(Boolean);
  return [`# ${title}`, '', `${lead}：${steps[0] ?? ''}`, '', ...steps.slice(1).map((step) => `## ${step}\n`)].join('\n').trim();
}

/**
 * A guide to writing articles, seeded in each company's first category. Its body carries raw HTML
 * and a javascript: link on purpose: the screen must render neither (the XSS test reads it).
 */
function guideVersions(companyid: string, category: KnowledgeCategory, author: string, savedAt: [string, string]): KnowledgeVersion[] {
  const did = `kb-${companyid}-guide`;
  const base = { did, title: 'Markdown 编写示例', category: category.did, categoryName: category.name, tags: ['Markdown', '规范'], attachments: [], author };
  const first = '# Markdown 编写示例\n\n文章用 Markdown 书写：**粗体**、列表与链接。';
  const second = [
    '# Markdown 编写示例',
    '',
    '文章用 Markdown 书写：**粗体**、列表、表格与链接。',
    '',
    '| 项目 | 要求 |',
    '| --- | --- |',
    '| 标题 | 不超过 80 字 |',
    '| 附件 | 不超过 10 个 |',
    '',
    '- [x] 写明现象',
    '- [ ] 附上现场照片',
    '',
    '<img src=x onerror=alert(1)>',
    '',
    '[危险链接](javascript:alert(1)) 不会成为链接，[示例站点](https://www.example.com/) 会。',
  ].join('\n');
  return [
    { ...base, version: 1, body: first, savedAt: savedAt[0] },
    { ...base, version: 2, body: second, savedAt: savedAt[1], attachments: [{ name: '编写规范.pdf', url: 'https://www.example.com/kb/writing-guide.pdf' }] },
  ];
}

/** The knowledge categories as the generic category list keeps them (its records are the categories). */
export function categoriesOf(categoryRows: readonly Row[]): KnowledgeCategory[] {
  return categoryRows.map((row) => ({ did: text(row.did), name: text(row.name), parent: text(row.parentdid), articles: 0 }));
}

/**
 * The company's knowledge from the catalogue's seeded category and article records (the same
 * records the generic knowledge lists show), each article as its first version, plus the guide.
 */
export function seedKnowledge(companyid: string, categoryRows: readonly Row[], articleRows: readonly Row[]): KnowledgeSeed {
  const categories = categoriesOf(categoryRows);
  const articles: KnowledgeVersion[][] = articleRows.map((row) => {
    const title = text(row.title);
    return [{
      did: text(row.did),
      title,
      category: text(row.categorydid),
      categoryName: text(row.categoryname),
      tags: text(row.tags).split(',').map((tag) => tag.trim()).filter(Boolean),
      body: markdownOf(title, text(row.content)),
      attachments: [],
      author: text(row.author),
      version: 1,
      savedAt: text(row.updatetime),
    }];
  });
  const home = categories.find((c) => c.parent !== '');
  const author = articles[0]?.[0]?.author ?? 'admin';
  const oldest = articles.map((a) => a[0]!.savedAt).sort()[0] ?? `${seedMonthDay(-10, 5)}T02:00:00.000Z`;
  if (home) articles.push(guideVersions(companyid, home, author, [oldest, articles.map((a) => a[0]!.savedAt).sort().at(-1) ?? oldest]));
  return { categories, articles };
}
