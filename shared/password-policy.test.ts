import { describe, expect, it } from 'vitest';
import { meetsPasswordPolicy, PASSWORD_POLICY } from './password-policy.ts';

describe('meetsPasswordPolicy', () => {
  it('takes 12 characters with lower and upper case, a digit and one of the symbols Cognito counts', () => {
    expect(PASSWORD_POLICY.minLength).toBe(12);
    for (const password of ['Nova#Senha2026', 'Abcdefghij1-', 'Abcdefghij1^', 'Abcdefghij1`', 'Abcdefghij1\\', 'Nova Senha2026']) {
      expect(meetsPasswordPolicy(password), password).toBe(true);
    }
  });

  it.each([
    ['one character', 'a'],
    ['11 characters', 'Nova#Senha1'],
    ['no upper case', 'nova#senha2026'],
    ['no lower case', 'NOVA#SENHA2026'],
    ['no digit', 'Nova#SenhaXYZW'],
    ['no symbol', 'NovaSenha2026x'],
    // Cognito counts neither a leading space nor an accented letter as a symbol: it would refuse these.
    ['a leading space as the only symbol', ' NovaSenha2026'],
    ['an accented letter as the only symbol', 'NovaSenhaç2026'],
  ])('refuses %s', (_, password) => {
    expect(meetsPasswordPolicy(password)).toBe(false);
  });
});
