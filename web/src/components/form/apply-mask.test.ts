import { describe, expect, it } from 'vitest';
import { applyMask, maskedCaret, unmask } from './apply-mask.ts';

const CNPJ = '99.999.999/9999-99';
const PHONE = '(99) 99999-9999';

describe('applyMask', () => {
  it('lays digits into the mask and drops everything else', () => {
    expect(applyMask('11222333000181', CNPJ)).toBe('11.222.333/0001-81');
    expect(applyMask('11 98765-4321', PHONE)).toBe('(11) 98765-4321');
    expect(applyMask('ab1c1', PHONE)).toBe('(11');
  });

  it('adds literals only before a digit, so a partial value has no dangling separator', () => {
    expect(applyMask('', PHONE)).toBe('');
    expect(applyMask('1', PHONE)).toBe('(1');
    expect(applyMask('11', PHONE)).toBe('(11');
    expect(applyMask('119', PHONE)).toBe('(11) 9');
    expect(applyMask('11222', CNPJ)).toBe('11.222');
  });

  it('re-formats an already masked value the same way and cuts extra digits', () => {
    expect(applyMask('11.222.333/0001-81', CNPJ)).toBe('11.222.333/0001-81');
    expect(applyMask('11.222.333/0001-8199', CNPJ)).toBe('11.222.333/0001-81');
  });

  it('unmask keeps the digits', () => {
    expect(unmask('(11) 98765-4321')).toBe('11987654321');
  });
});

describe('maskedCaret', () => {
  it('keeps the caret after the same digit', () => {
    // "(11) 9|8" with a "7" typed before the 8: raw "(11) 978", caret after the 7.
    expect(maskedCaret('(11) 978', 7, '(11) 978')).toBe(7);
    // Deleting the space of "(11) 98": raw "(11)98", caret 4 → stays after the second 1.
    expect(maskedCaret('(11)98', 4, '(11) 98')).toBe(3);
    expect(maskedCaret('x', 1, '')).toBe(0);
  });
});
