import { apiMessages } from '@/server/http/messages';

export const authMessages = apiMessages.auth;
