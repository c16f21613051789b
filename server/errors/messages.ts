import fa from '@/messages/fa.json';

/** The API's Persian messages, from the one catalogue of interface strings. */
export const apiMessages = fa.api;
