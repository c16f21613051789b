import { apiMessages } from '@/server/http/messages';

export const paymentMessages = apiMessages.payment;
