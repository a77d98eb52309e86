// `npm run openapi`: writes docs/openapi.json from the contract (openapi-document.ts builds it;
// tests/infra/openapi.test.ts fails while the committed file differs).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../paths.ts';
import { openApiText } from './openapi-document.ts';

const file = join(REPO_ROOT, 'docs', 'openapi.json');
writeFileSync(file, openApiText());
console.log(`Wrote ${file}`);
