// The command line of `npm run admin:create`: who the platform administrator is and which portal gets
// it. The e-mail and the names are checked as the portal's own forms check them (shared/contract).
import { parseArgs } from 'node:util';
import * as z from 'zod/mini';
import { INPUT_LIMITS } from '#shared/constants.ts';
import { emailField } from '#shared/contract/fields.ts';
import { isStageName, STAGES } from '../stages.ts';
import type { DeployedStageName } from './stack-outputs.ts';

export const ADMIN_CREATE_USAGE = [
  'Usage: npm run admin:create -- --email <e-mail> --first-name <name> --last-name <name> [--stage <stage>] [--region <region>]',
  `  --stage   a deployed stage (${Object.keys(STAGES)
    .filter((stage) => stage !== 'local')
    .join(', ')}); without it, the local stack started by npm start`,
  '  --region  the stack’s region, when not the stage’s own (infra/stages.ts)',
].join('\n');

export interface AdminCreateOptions {
  /** Lower-cased and trimmed, as the portal stores sign-in addresses. */
  email: string;
  firstName: string;
  lastName: string;
  /** Absent: the local stack. */
  stage?: DeployedStageName;
  region?: string;
}

export type ParsedAdminCreateArgs = { kind: 'run'; options: AdminCreateOptions } | { kind: 'help' } | { kind: 'invalid'; problem: string };

const personName = z.string().check(z.trim(), z.minLength(1), z.maxLength(INPUT_LIMITS.personName));
const REGION = /^[a-z]{2}(-[a-z]+)+-\d+$/;

/** Reads `argv` (without node and the script); never throws. */
export function parseAdminCreateArgs(argv: string[]): ParsedAdminCreateArgs {
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        email: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        stage: { type: 'string' },
        region: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (error) {
    return invalid((error as Error).message);
  }
  if (values.help) return { kind: 'help' };
  const { email: rawEmail, 'first-name': rawFirst, 'last-name': rawLast, stage, region } = values as Record<string, string | undefined>;

  if (rawEmail === undefined) return invalid('--email is required');
  const email = z.safeParse(emailField, rawEmail);
  if (!email.success) return invalid(`--email "${rawEmail}" is not a valid e-mail address of at most ${INPUT_LIMITS.email} characters`);
  const firstName = nameOf('--first-name', rawFirst);
  if (typeof firstName !== 'string') return firstName;
  const lastName = nameOf('--last-name', rawLast);
  if (typeof lastName !== 'string') return lastName;

  if (stage !== undefined && !isStageName(stage)) return invalid(`--stage "${stage}" is not a stage of infra/stages.ts`);
  // `local` is what the local stack runs, the same as no stage at all.
  const deployed = stage === 'local' ? undefined : stage;
  if (region !== undefined && !deployed) return invalid('--region needs a deployed --stage');
  if (region !== undefined && !REGION.test(region)) return invalid(`--region "${region}" is not an AWS region name`);

  return {
    kind: 'run',
    options: { email: email.data, firstName, lastName, ...(deployed ? { stage: deployed } : {}), ...(region ? { region } : {}) },
  };
}

function nameOf(flag: string, raw: string | undefined): string | ParsedAdminCreateArgs {
  if (raw === undefined) return invalid(`${flag} is required`);
  const name = z.safeParse(personName, raw);
  if (!name.success) return invalid(`${flag} must be 1 to ${INPUT_LIMITS.personName} characters`);
  return name.data;
}

const invalid = (problem: string): ParsedAdminCreateArgs => ({ kind: 'invalid', problem });
