import * as c from '@/lib/contract/qr';
import type { Operation } from './operation';

const tag = 'qr';

export const qrOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/v1/qrcode/:id/get',
    tag,
    auth: 'optional',
    summary:
      "Open a shop's printed QR code (single use, 15 min): a customer keeps their token, anyone else gets a guest token; login_to_id is the shop",
    query: c.qrQuery,
    response: c.qrLoginData,
  },
  {
    method: 'post',
    path: '/api/v1/qrcode/print',
    tag,
    chosen: true,
    auth: 'staff',
    summary:
      'Fresh single-use QR codes for the shops, to print; open to anyone outside production or with QR_PRINT_OPEN=1',
    body: c.qrPrintBody,
    response: c.qrPrintData,
  },
];
