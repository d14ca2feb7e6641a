// `npm run contract`: writes contract/openapi.json from the console's api modules (buildContract.mjs).
import { writeFileSync } from 'node:fs';
import { buildContract, contractText, CONTRACT_FILE } from './buildContract.mjs';

const started = Date.now();
const document = buildContract();
writeFileSync(CONTRACT_FILE, contractText(document));
const operations = Object.values(document.paths).reduce((n, methods) => n + Object.keys(methods).length, 0);
console.log(`contract/openapi.json: ${operations} operations, ${Object.keys(document.components.schemas).length} schemas, ${document['x-message-keys'].length} message keys (${Date.now() - started} ms)`);
