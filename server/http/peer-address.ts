/**
 * The shop's server (server/front/serve.mjs, behind `npm start`, `npm run dev` and
 * the journeys) appends each connection's address to X-Forwarded-For before
 * Next sees the request, and marks this process so under this symbol (the same
 * name as in server/front/peer-address.mjs). Plain `next start` fills the header
 * only when the client sent none, so there the last entry may be the client's
 * own invention.
 */
const PEER_APPENDED = Symbol.for('shop.forwardedFor.peerAppended');

export function peerAddressIsAppended(): boolean {
  return Reflect.get(globalThis, PEER_APPENDED) === true;
}
