import { qrLoginData, qrPrintData } from '@/lib/contract/qr';
import { apiGet, apiPost } from './client';

/** GET /api/v1/qrcode/{id}/get?token=: open a shop's printed QR code. */
export async function redeemQrCode(id: string, token: string) {
  return apiGet(`/api/v1/qrcode/${encodeURIComponent(id)}/get`, qrLoginData, {
    searchParams: { token },
  });
}

/** POST /api/v1/qrcode/print: fresh codes for every shop. */
export async function printQrCodes() {
  return apiPost('/api/v1/qrcode/print', qrPrintData, {});
}
