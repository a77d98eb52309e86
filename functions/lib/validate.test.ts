import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { ValidationError, invalidField } from './http-error.ts';
import { parseInput } from './validate.ts';

const userBody = z.object({ user: z.object({ email: z.email(), first_name: z.string().check(z.minLength(1)) }) });
const dashboardBody = z.object({ dashboard: z.object({ name: z.string().check(z.minLength(1)) }) });

function errorsOf(work: () => unknown) {
  try {
    work();
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).statusCode).toBe(422);
    return (error as ValidationError).fieldErrors;
  }
  throw new Error('expected a validation error');
}

describe('parseInput', () => {
  it('returns the parsed value when the input is valid', () => {
    expect(parseInput(userBody, { user: { email: 'a@b.co', first_name: 'Ana' } })).toEqual({ user: { email: 'a@b.co', first_name: 'Ana' } });
  });

  it('nests errors as the body nests its fields, in Portuguese', () => {
    const errors = errorsOf(() => parseInput(userBody, { user: { email: 'nope', first_name: '' } }));
    expect(Object.keys(errors)).toEqual(['user']);
    const user = errors.user as Record<string, string[]>;
    expect(Object.keys(user).sort()).toEqual(['email', 'first_name']);
    expect(user.email[0]).toMatch(/inválid/i);
  });

  it('keys errors by the fields of a named wrapper (dashboard.name → name)', () => {
    const errors = errorsOf(() => parseInput(dashboardBody, { dashboard: { name: '' } }, 'dashboard'));
    expect(Object.keys(errors)).toEqual(['name']);
  });

  it('files a missing wrapper and a non-object body under their own keys', () => {
    expect(Object.keys(errorsOf(() => parseInput(dashboardBody, {}, 'dashboard')))).toEqual(['dashboard']);
    expect(Object.keys(errorsOf(() => parseInput(dashboardBody, 'text')))).toEqual(['_']);
  });
});

describe('invalidField', () => {
  it('answers one field the same way, dotted paths nested', () => {
    expect(invalidField('user.email', 'E-mail já cadastrado').fieldErrors).toEqual({ user: { email: ['E-mail já cadastrado'] } });
  });
});
