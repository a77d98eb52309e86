// The API's answers about the request itself and the platform's own state (not about a screen's
// data): content type, cross-site calls, a service briefly unavailable, attempt limits, sessions. Only
// the API sends them; the SPA shows them as they come.
export const SERVICE_MESSAGES = {
  unsupportedMediaType: 'Envie o corpo da requisição como JSON (Content-Type: application/json).',
  crossSite: 'Requisição recusada: ela não partiu do próprio portal.',
  badRequest: 'Requisição inválida.',
  /** A text field with a control character (NUL, escape…) or a broken one (a lone UTF-16 surrogate). */
  invalidCharacters: 'O texto tem caracteres inválidos (de controle ou corrompidos). Digite-o de novo.',
  unavailable: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
  tooManyAttempts: (minutes: number) =>
    `Muitas tentativas seguidas. Por segurança, aguarde ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'} e tente novamente.`,
  sessionEnded: 'Sua sessão foi encerrada. Entre novamente.',
  /** A logout that named no live session (no valid token, no usable refresh cookie): nothing was ended. */
  noSessionToEnd: 'Nenhuma sessão ativa foi encontrada para encerrar. Entre novamente.',
  challengeExpired: 'A etapa de nova senha expirou ou não pertence a este navegador. Entre novamente.',
  passwordPolicy: (minLength: number) =>
    `A senha precisa de pelo menos ${minLength} caracteres, com letras maiúsculas e minúsculas, um número e um símbolo.`,
  resetAnswer:
    'Se o e-mail estiver cadastrado e o código estiver correto, a senha foi alterada. Caso contrário, confira os dados e tente novamente.',
} as const;
