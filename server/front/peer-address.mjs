// The one thing the shop's server does to a request before Next sees it: the
// connection's own address goes at the end of X-Forwarded-For, so the app can
// tell the entries a client wrote from the one this machine saw (Next itself
// writes it only when the client sent no header, which lets anyone pose as
// 127.0.0.1). server/services/auth/client-address.ts reads the result, once
// told through server/http/peer-address.mjs that this server writes it.
import { announcePeerAddresses } from '../http/peer-address.mjs';

/**
 * Wraps a Node request handler so each request carries its connection's
 * address last in X-Forwarded-For.
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} handle
 */
export function withPeerAddress(handle) {
  announcePeerAddresses();
  return (req, res) => {
    // A connection already gone has no address; "unknown" still ends the header,
    // so an entry the client wrote can never pass for this machine's.
    const peer = req.socket.remoteAddress ?? 'unknown';
    const given = req.headers['x-forwarded-for'];
    const forwarded = given ? `${given}, ${peer}` : peer;
    req.headers['x-forwarded-for'] = forwarded;
    // The API's Node adapter (@hono/node-server) builds its request from the
    // raw header lines, not from req.headers: the lines say the same, or the
    // API would see the client's own header with no address after it.
    const raw = [];
    for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
      const name = req.rawHeaders[i] ?? '';
      if (name.toLowerCase() !== 'x-forwarded-for') raw.push(name, req.rawHeaders[i + 1] ?? '');
    }
    raw.push('X-Forwarded-For', forwarded);
    req.rawHeaders = raw;
    return handle(req, res);
  };
}
