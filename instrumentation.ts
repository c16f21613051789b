/**
 * Runs once when a server starts (`npm start`, `npm run dev`, `next start`),
 * before it answers anything: a shop whose settings are unsafe or broken does
 * not start, and says why.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { exitOnStartRefusal } = await import('./server/startup/start-check');
  exitOnStartRefusal(process.env);
}
