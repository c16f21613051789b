import { FIRST_PAGE } from '@/lib/constants';

export const NOTIFICATIONS_PATH = '/profile/notifications';

/** The inbox's address for a page; page 1 is the bare path, so it has one address only. */
export function notificationsPagePath(page: number): string {
  return page > FIRST_PAGE ? `${NOTIFICATIONS_PATH}?page=${page}` : NOTIFICATIONS_PATH;
}

/**
 * Where a notification leads: its subject's path on this shop, or nowhere.
 * Only a local path is followed, so a stored link can never send a customer away.
 */
export function subjectPath(link: string | null): string | null {
  if (!link?.startsWith('/') || link.startsWith('//') || link.includes('\\')) return null;
  return link;
}
