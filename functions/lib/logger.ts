// One JSON line per event, with the request's resource, route and caller keys on every line. Always
// written: where the lines go (CloudWatch, the local stack's console, a quiet test run) is the host's choice.
type Fields = Record<string, unknown>;

export interface Logger {
  info(message: string, fields?: Fields): void;
  warn(message: string, fields?: Fields): void;
  error(message: string, fields?: Fields): void;
  /** Keys added to every later line of this logger (e.g. businessId once the caller is known). */
  appendKeys(fields: Fields): void;
}

export function createLogger(base: Fields): Logger {
  const keys: Fields = { ...base };
  const write = (level: string, message: string, fields?: Fields) => {
    const line = JSON.stringify({ level, message, ...keys, ...fields, time: new Date().toISOString() });
    (level === 'error' ? console.error : console.log)(line);
  };
  return {
    info: (message, fields) => write('info', message, fields),
    warn: (message, fields) => write('warn', message, fields),
    error: (message, fields) => write('error', message, fields),
    appendKeys: (fields) => Object.assign(keys, fields),
  };
}
