// `npm run docs:api`: writes the API reference generated from the route table, as OpenAPI 3.1
// (docs/openapi.json, what GET /api/openapi.json serves) and as Markdown (docs/api.md). Run it
// after changing a route's declaration, and commit both files: tests/unit/api-reference.test.ts
// fails while they differ from what the code generates.
import { writeFile } from 'node:fs/promises';
import { apiDocument } from '../src/server/api/http/openapi.ts';
import { API_ROUTES } from '../src/server/api/routes/index.ts';
import { referenceFiles } from './lib/api-reference.ts';

const files = await referenceFiles(await apiDocument(API_ROUTES));
for (const [file, text] of Object.entries(files)) {
  await writeFile(file, text);
  console.log(`Wrote ${file}`);
}
