const wholeNumber = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

/** A count with the thousands dot: 12345 → `12.345`. */
export const formatCount = (value: number): string => wholeNumber.format(value);

/** `2026-11-23` → `23/11`, the chart's axis. */
export const dayAndMonth = (isoDay: string): string => `${isoDay.slice(8, 10)}/${isoDay.slice(5, 7)}`;

/** A name as a file name's part: lower case, no accents, dashes between words (`Açaí Ltda` → `acai-ltda`). */
export const fileNamePart = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'empresa';
