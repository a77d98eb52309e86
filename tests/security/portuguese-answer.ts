// What the fuzzing holds every answer to: never a 5xx, and every 4xx with a message the user can read,
// in Portuguese: `{ error: "…" }` or `{ errors: { field: ["…"] } }` (nested as the body nests). The
// language check is a heuristic: not empty, not a web server's or zod's English default.

/** English defaults of HTTP servers, API Gateway and Node. */
const ENGLISH_DEFAULTS = new Set([
  'Not Found',
  'Unauthorized',
  'Forbidden',
  'Internal Server Error',
  'Bad Request',
  'Request Entity Too Large',
  'Payload Too Large',
  'Method Not Allowed',
  'Unsupported Media Type',
  'Service Unavailable',
  'Too Many Requests',
]);

/** zod's English messages start like these (the contracts use its Portuguese locale). */
const ZOD_ENGLISH = /^(Invalid|Expected|Required|Too (big|small)|Unrecognized|Unknown)\b/;

const isReadable = (message: unknown): boolean =>
  typeof message === 'string' && message.trim() !== '' && !ENGLISH_DEFAULTS.has(message.trim()) && !ZOD_ENGLISH.test(message);

/** Field errors: strings, lists of strings, or objects of those (nested fields). */
function fieldErrorsReadable(errors: unknown): boolean {
  if (Array.isArray(errors)) return errors.length > 0 && errors.every(isReadable);
  if (errors && typeof errors === 'object') {
    const values = Object.values(errors);
    return values.length > 0 && values.every(fieldErrorsReadable);
  }
  return isReadable(errors);
}

/** What is wrong with an answer, or undefined when it holds. */
export function answerProblem(status: number, text: string): string | undefined {
  if (status >= 500 || status < 100) return `status ${status}`;
  if (status < 400) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `${status} without a JSON body: ${JSON.stringify(text.slice(0, 120))}`;
  }
  const { error, errors } = (body ?? {}) as { error?: unknown; errors?: unknown };
  if (error !== undefined ? isReadable(error) : errors !== undefined && fieldErrorsReadable(errors)) return undefined;
  return `${status} without a Portuguese message: ${text.slice(0, 200)}`;
}
