import 'server-only';
import { createApp } from './app';
import { getDb } from './db/client';

/** The process's one API instance, shared by the route handler and in-process server calls. */
export const shopApp = createApp({ getDb, shareAnswers: true });

/** What /readyz checks (the shop's server loads it with the app, from the same bundle). */
export { checkReadiness } from './lifecycle/readiness';
