import { apiMessages } from '@/server/errors/messages';

export const authMessages = apiMessages.auth;
