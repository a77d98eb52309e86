// The platform's themes (platform admin only).
import { adminThemesContracts } from '#shared/contract/admin-themes/requests.ts';
import { createHttpHandler, type HandlerOptions } from '#functions/http/http-handler.ts';
import { createTheme, deleteTheme, editTheme, listThemes, updateTheme } from './manage.ts';

/** The Lambda handler; tests pass `options.table` to run it against DynamoDB Local with a recording client. */
export const buildHandler = (options: HandlerOptions = {}) =>
  createHttpHandler('admin-themes', adminThemesContracts, { listThemes, editTheme, createTheme, updateTheme, deleteTheme }, options);

export const handler = buildHandler();
