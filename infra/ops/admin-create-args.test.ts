import { describe, expect, it } from 'vitest';
import { INPUT_LIMITS } from '#shared/constants.ts';
import { parseAdminCreateArgs } from './admin-create-args.ts';

const person = ['--email', 'ana@exemplo.com', '--first-name', 'Ana', '--last-name', 'Souza'];

const problemOf = (argv: string[]): string => {
  const parsed = parseAdminCreateArgs(argv);
  if (parsed.kind !== 'invalid') throw new Error(`expected a refusal, got ${JSON.stringify(parsed)}`);
  return parsed.problem;
};

describe('admin:create arguments', () => {
  it('reads the person and targets the local stack without a stage', () => {
    expect(parseAdminCreateArgs(person)).toEqual({
      kind: 'run',
      options: { email: 'ana@exemplo.com', firstName: 'Ana', lastName: 'Souza' },
    });
  });

  it('normalises the e-mail to lower case and trims the names, as the portal stores them', () => {
    const parsed = parseAdminCreateArgs(['--email', '  Ana.Souza@Exemplo.COM ', '--first-name', ' Ana ', '--last-name', 'de Souza  ']);
    expect(parsed).toEqual({ kind: 'run', options: { email: 'ana.souza@exemplo.com', firstName: 'Ana', lastName: 'de Souza' } });
  });

  it('takes a deployed stage and an optional region; `local` means the local stack', () => {
    expect(parseAdminCreateArgs([...person, '--stage', 'prod'])).toMatchObject({ kind: 'run', options: { stage: 'prod' } });
    expect(parseAdminCreateArgs([...person, '--stage', 'dev', '--region', 'us-east-2'])).toMatchObject({
      kind: 'run',
      options: { stage: 'dev', region: 'us-east-2' },
    });
    const local = parseAdminCreateArgs([...person, '--stage', 'local']);
    expect(local.kind === 'run' && local.options).toEqual({ email: 'ana@exemplo.com', firstName: 'Ana', lastName: 'Souza' });
  });

  it('answers --help', () => {
    expect(parseAdminCreateArgs(['--help'])).toEqual({ kind: 'help' });
    expect(parseAdminCreateArgs(['-h'])).toEqual({ kind: 'help' });
  });

  it('refuses a missing or malformed e-mail, and one over the length limit', () => {
    expect(problemOf(['--first-name', 'Ana', '--last-name', 'Souza'])).toBe('--email is required');
    expect(problemOf(['--email', 'ana.exemplo.com', '--first-name', 'Ana', '--last-name', 'Souza'])).toMatch(/not a valid e-mail/);
    const long = `${'a'.repeat(INPUT_LIMITS.email - '@exemplo.com'.length + 1)}@exemplo.com`;
    expect(problemOf(['--email', long, '--first-name', 'Ana', '--last-name', 'Souza'])).toMatch(/not a valid e-mail/);
  });

  it('refuses missing, blank and too long names', () => {
    expect(problemOf(['--email', 'ana@exemplo.com', '--last-name', 'Souza'])).toBe('--first-name is required');
    expect(problemOf(['--email', 'ana@exemplo.com', '--first-name', '   ', '--last-name', 'Souza'])).toMatch(/--first-name must be 1 to 60/);
    const long = 'x'.repeat(INPUT_LIMITS.personName + 1);
    expect(problemOf(['--email', 'ana@exemplo.com', '--first-name', 'Ana', '--last-name', long])).toMatch(/--last-name must be 1 to/);
    expect(
      parseAdminCreateArgs(['--email', 'ana@exemplo.com', '--first-name', 'Ana', '--last-name', 'x'.repeat(INPUT_LIMITS.personName)]).kind,
    ).toBe('run');
  });

  it('refuses an unknown stage, a region without a deployed stage, a bad region, unknown flags and stray words', () => {
    expect(problemOf([...person, '--stage', 'staging'])).toMatch(/--stage "staging" is not a stage/);
    expect(problemOf([...person, '--region', 'us-east-1'])).toBe('--region needs a deployed --stage');
    expect(problemOf([...person, '--stage', 'local', '--region', 'us-east-1'])).toBe('--region needs a deployed --stage');
    expect(problemOf([...person, '--stage', 'dev', '--region', 'Brazil'])).toMatch(/not an AWS region/);
    expect(problemOf([...person, '--name', 'Ana'])).toMatch(/--name/);
    expect(problemOf([...person, 'extra'])).toMatch(/extra/);
    expect(problemOf([...person.slice(0, 1)])).toMatch(/--email/);
  });
});
