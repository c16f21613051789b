import { randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { z } from 'zod';

/**
 * A local stand-in for Zarinpal's v4 payment API, answering as the real one
 * does: POST /pg/v4/payment/request.json and verify.json with `{data, errors}`
 * bodies (code 100 verified, 101 verified before; -9 validation, -11 merchant,
 * -50 amount mismatch, -51 not paid, -54 unknown authority). The customer's
 * visit to StartPay is `pay()`.
 */

export const FAKE_MERCHANT_ID = 'a1b2c3d4-0000-4000-8000-00000000f00d';

type FakeTransaction = {
  amount: number;
  /** What the customer actually paid, when they paid. */
  paidAmount: number | null;
  callbackUrl: string;
  refId: number | null;
  verified: boolean;
};

export type RecordedCall = { endpoint: string; body: Record<string, unknown> };

export type FakeZarinpal = {
  apiUrl: string;
  gatewayUrl: string;
  calls: RecordedCall[];
  transactions: Map<string, FakeTransaction>;
  /** The customer pays on StartPay (by default exactly the amount asked). */
  pay(authority: string, paidAmount?: number): void;
  /** While true every call answers a 502 HTML page, as a proxy in front of a down service would. */
  down: boolean;
  close(): Promise<void>;
};

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

const refused = (code: number, message: string) => ({
  data: [],
  errors: { code, message, validations: [] },
});

const jsonObject = z.record(z.string(), z.unknown());

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(Buffer.from(chunk));
  try {
    const parsed = jsonObject.safeParse(JSON.parse(Buffer.concat(chunks).toString('utf8')));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export async function startFakeZarinpal(): Promise<FakeZarinpal> {
  const transactions = new Map<string, FakeTransaction>();
  const calls: RecordedCall[] = [];
  const fake = { down: false };

  const server = createServer(async (req, res) => {
    const body = await readJson(req);
    const endpoint = req.url ?? '';
    calls.push({ endpoint, body });
    if (fake.down) {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<html><body>Bad Gateway</body></html>');
      return;
    }
    if (req.method !== 'POST') return send(res, 405, refused(-9, 'Method not allowed'));
    if (body.merchant_id !== FAKE_MERCHANT_ID) {
      return send(
        res,
        401,
        refused(-11, 'Terminal is not active, please contact our support team.'),
      );
    }
    if (endpoint === '/pg/v4/payment/request.json') {
      const { amount, callback_url: callbackUrl, description } = body;
      if (
        typeof amount !== 'number' ||
        !Number.isInteger(amount) ||
        amount < 1000 ||
        typeof callbackUrl !== 'string' ||
        typeof description !== 'string' ||
        description === ''
      ) {
        return send(res, 422, refused(-9, 'The input params invalid, validation error.'));
      }
      const authority = `A${String(randomInt(1e9, 1e10)).padStart(35, '0')}`;
      transactions.set(authority, {
        amount,
        paidAmount: null,
        callbackUrl,
        refId: null,
        verified: false,
      });
      return send(res, 200, {
        data: { code: 100, message: 'Success', authority, fee_type: 'Merchant', fee: 0 },
        errors: [],
      });
    }
    if (endpoint === '/pg/v4/payment/verify.json') {
      const transaction = transactions.get(String(body.authority));
      if (!transaction) return send(res, 404, refused(-54, 'Invalid authority.'));
      if (transaction.paidAmount === null || transaction.refId === null) {
        return send(
          res,
          400,
          refused(-51, 'Session is not valid, session is not active paid try.'),
        );
      }
      if (body.amount !== transaction.paidAmount || body.amount !== transaction.amount) {
        return send(
          res,
          400,
          refused(-50, 'Session is not valid, amounts values is not the same.'),
        );
      }
      const code = transaction.verified ? 101 : 100;
      transaction.verified = true;
      return send(res, 200, {
        data: {
          code,
          message: code === 100 ? 'Paid' : 'Verified',
          card_hash: '1EBE3EBEBE35C7EC0F8D6EE4F2F859107A87822CA179BC9528767EA7B5489B69',
          card_pan: '502229******5995',
          ref_id: transaction.refId,
          fee_type: 'Merchant',
          fee: 0,
        },
        errors: [],
      });
    }
    return send(res, 404, refused(-9, 'Not found'));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('fake zarinpal: no port');
  const origin = `http://127.0.0.1:${address.port}`;

  return {
    apiUrl: `${origin}/pg/v4/payment`,
    gatewayUrl: `${origin}/pg/StartPay`,
    calls,
    transactions,
    get down() {
      return fake.down;
    },
    set down(value: boolean) {
      fake.down = value;
    },
    pay(authority, paidAmount) {
      const transaction = transactions.get(authority);
      if (!transaction) throw new Error(`fake zarinpal: no transaction ${authority}`);
      transaction.paidAmount = paidAmount ?? transaction.amount;
      transaction.refId = randomInt(100_000_000, 999_999_999);
    },
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}
