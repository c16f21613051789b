import { qrLoginData, qrParams, qrPrintBody, qrPrintData, qrQuery } from '@/lib/contract/qr';
import { defineCall } from './define-call';

/** The qr calls: method, path and schemas, for the server that mounts them and the clients that send them. */
export const qrCalls = {
  redeem: defineCall({
    method: 'get',
    path: '/v1/qrcode/:id/get',
    params: qrParams,
    query: qrQuery,
    response: qrLoginData,
  }),
  print: defineCall({
    method: 'post',
    path: '/v1/qrcode/print',
    body: qrPrintBody,
    response: qrPrintData,
  }),
};
