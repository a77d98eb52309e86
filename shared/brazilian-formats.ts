// Brazilian formats of the business form, shared by the API (validation, storage) and the SPA (masks,
// display): CNPJ and phone checks come from @brazilian-utils/brazilian-utils (check digits, valid area
// codes); money is integer cents in storage, a decimal string in the API and R$ on screen.
import { formatCnpj, isValidCnpj, isValidLandlinePhone, isValidMobilePhone } from '@brazilian-utils/brazilian-utils';

export const CNPJ_MASK = '99.999.999/9999-99';
export const MOBILE_PHONE_MASK = '(99) 99999-9999';
export const LANDLINE_PHONE_MASK = '(99) 9999-9999';

export const onlyDigits = (value: string): string => value.replace(/\D/g, '');

/** Whether a CNPJ (masked or not) has 14 digits whose check digits hold. */
export const isCnpj = (value: string): boolean => onlyDigits(value).length === 14 && isValidCnpj(onlyDigits(value));

/** 14 digits as 99.999.999/9999-99 (a partial value is laid out as far as it goes). */
export const maskCnpj = (value: string): string => formatCnpj(onlyDigits(value).slice(0, 14));

/** A mobile ((99) 99999-9999) or landline ((99) 9999-9999) number with a valid area code. */
export const isPhone = (value: string): boolean => {
  const digits = onlyDigits(value);
  return (digits.length === 11 && isValidMobilePhone(digits)) || (digits.length === 10 && isValidLandlinePhone(digits));
};

/** The mask that fits the digits typed so far: the landline's up to ten digits, the mobile's at eleven. */
export const phoneMaskFor = (value: string): string => (onlyDigits(value).length > 10 ? MOBILE_PHONE_MASK : LANDLINE_PHONE_MASK);

/** Digits laid into a mask where `9` is a digit slot and anything else a literal. */
export function layDigits(value: string, mask: string): string {
  const digits = onlyDigits(value);
  let out = '';
  let next = 0;
  for (const slot of mask) {
    if (next >= digits.length) break;
    if (slot === '9') out += digits[next++];
    else out += slot;
  }
  return out;
}

/** A stored phone (digits) as the form shows it. */
export const maskPhone = (value: string): string => layDigits(value, phoneMaskFor(value));

/** `"1234.56"`, `"1234.5"` or `"1234"`: reais with at most two places of cents, no sign, no thousands separator. */
export const MONEY_PATTERN = /^\d{1,7}(?:\.\d{1,2})?$/;

/** Reais as a decimal string → integer cents, by string arithmetic (never through a float). */
export function centsOf(money: string): number {
  const [reais, fraction = ''] = money.split('.');
  return Number(reais) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Integer cents → the API's decimal string with two places (`123456` → `"1234.56"`). */
export function moneyOf(cents: number): string {
  const whole = Math.trunc(cents / 100);
  return `${whole}.${String(cents % 100).padStart(2, '0')}`;
}

const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** `"1234.56"` → `R$ 1.234,56` (Intl's pt-BR currency format). Exact: a value under R$ 10 million is far inside a double's integers. */
export const formatReais = (money: string): string => BRL.format(centsOf(money) / 100);
