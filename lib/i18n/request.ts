import { getRequestConfig } from 'next-intl/server';
import messages from '@/messages/fa.json';

export const LOCALE = 'fa';
export const TIME_ZONE = 'Asia/Tehran';

/**
 * One locale and no locale routing: returning the locale without reading
 * `requestLocale` keeps next-intl away from request headers, so pages stay
 * statically renderable.
 */
export default getRequestConfig(async () => ({
  locale: LOCALE,
  messages,
  timeZone: TIME_ZONE,
}));

declare module 'next-intl' {
  interface AppConfig {
    Locale: typeof LOCALE;
    Messages: typeof messages;
  }
}
