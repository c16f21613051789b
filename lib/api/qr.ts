import { qrCalls } from '@/lib/contract/calls/qr';
import { receive } from './client';

/** GET /api/v1/qrcode/{id}/get?token=: open a shop's printed QR code. */
export async function redeemQrCode(id: string, token: string) {
  return receive(qrCalls.redeem, { params: { id }, query: { token } });
}

/** POST /api/v1/qrcode/print: fresh codes for every shop. */
export async function printQrCodes() {
  return receive(qrCalls.print, { body: {} });
}
