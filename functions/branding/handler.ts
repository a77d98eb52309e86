// Public branding of a business reached through its subdomain: only its name, colours and logo.
import { brandingContracts } from '#shared/contract/branding/requests.ts';
import { createHttpHandler, type HandlerOptions } from '#functions/http/http-handler.ts';
import { branding } from './read.ts';

/** The Lambda handler; tests pass `options.table` to run it against DynamoDB Local. */
export const buildHandler = (options: HandlerOptions = {}) => createHttpHandler('branding', brandingContracts, { branding }, options);

export const handler = buildHandler();
