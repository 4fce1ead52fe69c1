// `npm run api:types`: regenerates shared-ui/src/api/generated/openapi.ts from the API's
// route schemas. `npm run api:types -- --check` only compares, and exits 1 when the committed
// file is stale (npm test runs it); `--file <path>` checks or writes another file (tests).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  API_TYPES_FILE,
  GENERATE_COMMAND,
  checkApiTypes,
  openApiDocument,
  renderApiTypes,
} from './api-types.js';

const args = process.argv.slice(2);
const check = args.includes('--check');
const fileFlag = args.indexOf('--file');
const file = fileFlag === -1 ? API_TYPES_FILE : path.resolve(String(args[fileFlag + 1]));
const document = await openApiDocument();

if (check) {
  const result = await checkApiTypes(document, file);
  if (result.current) {
    console.log(`API types are current (${path.basename(file)})`);
  } else {
    console.error(
      `API types are stale: ${result.reason}.\nRun \`${GENERATE_COMMAND}\` and commit.`,
    );
    process.exitCode = 1;
  }
} else {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, await renderApiTypes(document));
  console.log(`wrote ${file}`);
}
