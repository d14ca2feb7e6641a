// Adds or replaces messages in the four language files at once:
//   node test/tools/add-messages.mjs messages.json
// where messages.json is { "some.id": { "zh": "…", "en": "…", "zh_hk": "…", "th": "…" }, … }.
// Each language file is read, changed and written back at once, so several people can add
// messages at the same time without overwriting each other's keys.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const LANGS = ['zh', 'en', 'zh_hk', 'th'];
const input = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const problems = Object.entries(input).flatMap(([id, texts]) =>
  LANGS.filter((lang) => typeof texts?.[lang] !== 'string' || texts[lang].trim() === '').map((lang) => `${id}: no ${lang} text`),
);
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
for (const lang of LANGS) {
  const file = path.resolve('public/lang', `${lang}.json`);
  const messages = JSON.parse(readFileSync(file, 'utf8'));
  for (const [id, texts] of Object.entries(input)) messages[id] = texts[lang];
  writeFileSync(file, `${JSON.stringify(messages, null, 2)}\n`);
}
console.log(`${Object.keys(input).length} messages added to ${LANGS.join(', ')}`);
