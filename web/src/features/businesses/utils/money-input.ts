// The Ticket mensal as the admin types it (Brazilian: "1.234,56", "1234,56", "R$ 1.234"; the API's
// "1234.56" is read too) and as the API carries it ("1234.56"). Not the library's parseCurrency: it
// reads "1234" as R$ 12,34 (a cents convention), and goes through a float.
import { centsOf, MONEY_PATTERN } from '#shared/brazilian-formats.ts';

/** Thousands grouped by dots, the decimal comma optional: "1.234.567,8". */
const GROUPED = /^\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?$/;
/** No grouping, the decimal comma optional: "1234,56". */
const PLAIN_COMMA = /^\d+(?:,\d{1,2})?$/;
/** The API's own form: "1234.56". */
const PLAIN_DOT = /^\d+(?:\.\d{1,2})?$/;

/** The typed text as the API's decimal string, or null when it reads as no amount in reais. */
export function moneyFromTyped(typed: string): string | null {
  const text = typed.replace(/R\$/i, '').replace(/\s/g, '');
  let decimal: string | null = null;
  if (GROUPED.test(text)) decimal = text.replace(/\./g, '').replace(',', '.');
  else if (PLAIN_COMMA.test(text)) decimal = text.replace(',', '.');
  else if (PLAIN_DOT.test(text)) decimal = text;
  if (decimal === null) return null;
  const [reais, cents] = decimal.split('.');
  // Leading zeros say nothing ("007" is R$ 7); two places of cents, as the API answers.
  const normal = `${reais.replace(/^0+(?=\d)/, '')}.${(cents ?? '').padEnd(2, '0')}`;
  return MONEY_PATTERN.test(normal) ? normal : null;
}

const TYPED = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The API's `"1234.56"` as the field shows it to be edited: `"1.234,56"`. */
export const typedFromMoney = (money: string): string => (MONEY_PATTERN.test(money) ? TYPED.format(centsOf(money) / 100) : money);
