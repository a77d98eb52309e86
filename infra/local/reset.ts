// `npm run reset`: forget everything the local portal stored (.data/); the next start seeds afresh.
import { DATA_DIR } from '../paths.ts';
import { portsFromEnv } from './ports.ts';
import { resetLocalData, ResetRefusedError } from './reset-data.ts';

try {
  await resetLocalData({ dataDir: DATA_DIR, dynamodbPort: portsFromEnv().dynamodb });
} catch (error) {
  console.error(error instanceof ResetRefusedError ? error.message : error);
  process.exitCode = 1;
}
