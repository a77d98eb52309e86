import { describe, expect, it } from 'vitest';
import { formatReais } from '#shared/brazilian-formats.ts';
import { moneyFromTyped, typedFromMoney } from './money-input.ts';

describe('moneyFromTyped', () => {
  it('reads the Brazilian forms an admin types as the API decimal string', () => {
    expect(moneyFromTyped('1.234,56')).toBe('1234.56');
    expect(moneyFromTyped('1234,56')).toBe('1234.56');
    expect(moneyFromTyped('R$ 1.234,5')).toBe('1234.50');
    expect(moneyFromTyped('1.234')).toBe('1234.00');
    expect(moneyFromTyped('1500')).toBe('1500.00');
    expect(moneyFromTyped(' 0,99 ')).toBe('0.99');
    expect(moneyFromTyped('007')).toBe('7.00');
  });

  it('reads the API form too, and the thousands dots only in groups of three', () => {
    expect(moneyFromTyped('1234.56')).toBe('1234.56');
    expect(moneyFromTyped('1.23')).toBe('1.23');
    expect(moneyFromTyped('12.345.678,00')).toBeNull();
  });

  it('gives null for what is no amount: empty, letters, three places of cents, a sign', () => {
    for (const typed of ['', 'abc', '1,234', '12,3,4', '-10', '1.2345', '1.234.56']) expect(moneyFromTyped(typed)).toBeNull();
  });
});

describe('typedFromMoney', () => {
  it('shows the API value as the field edits it, and round-trips', () => {
    expect(typedFromMoney('1234.56')).toBe('1.234,56');
    expect(typedFromMoney('0.50')).toBe('0,50');
    expect(moneyFromTyped(typedFromMoney('9999999.99'))).toBe('9999999.99');
    expect(formatReais(moneyFromTyped('1.234,56')!)).toBe('R$\u00a01.234,56');
  });
});
