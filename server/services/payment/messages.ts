import { apiMessages } from '@/server/errors/messages';

export const paymentMessages = apiMessages.payment;
