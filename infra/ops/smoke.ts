// `npm run smoke -- --url <portal url> --email <e-mail> --password <password> [--subdomain <s>]`: the
// check an operator runs after every deploy. One line per step; exit 1 at the first failure, 2 for
// arguments it cannot use.
import { parseArgs } from 'node:util';
import { runSmoke, type SmokeOptions, type StepResult } from './smoke-steps.ts';

const USAGE = 'Usage: npm run smoke -- --url <portal url> --email <e-mail> --password <password> [--subdomain <s>]';

class UsageError extends Error {}

function readOptions(args: string[]): SmokeOptions {
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      args,
      options: { url: { type: 'string' }, email: { type: 'string' }, password: { type: 'string' }, subdomain: { type: 'string' } },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { url, email, password, subdomain } = values;
  if (!url) throw new UsageError('--url is required');
  if (!URL.canParse(url) || !['http:', 'https:'].includes(new URL(url).protocol)) {
    throw new UsageError('--url must be the portal address, http:// or https://');
  }
  if (!email?.trim()) throw new UsageError('--email is required');
  if (!password) throw new UsageError('--password is required');
  if (subdomain !== undefined && !subdomain.trim()) throw new UsageError('--subdomain, when given, names a business');
  return { url, email: email.trim(), password, subdomain: subdomain?.trim() };
}

const line = (result: StepResult): string =>
  result.status === 'ok'
    ? `ok   ${result.name} (${result.ms} ms)`
    : `${result.status === 'fail' ? 'FAIL' : 'skip'} ${result.name}: ${result.reason}`;

let options: SmokeOptions | undefined;
try {
  options = readOptions(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`${error.message}\n${USAGE}`);
  process.exitCode = 2;
}
if (options) {
  const passed = await runSmoke(options, (result) => console.log(line(result)));
  process.exitCode = passed ? 0 : 1;
}
