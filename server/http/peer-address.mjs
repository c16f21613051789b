// Whether the shop's own server (server/front/serve.mjs) writes each
// connection's address last in X-Forwarded-For: it announces so through
// server/front/peer-address.mjs, and the API reads it before trusting the last
// entry (server/services/auth/client-address.ts). Plain `next start` fills the
// header only when the client sent none, so there the last entry may be the
// client's own invention.
//
// Both sides import this one module, but Next and the API's bundle
// (server/front/build-api.mjs) each carry a copy of it: a variable here would
// be one per copy, so the mark is kept on the process under a name of its own.

const PEER_APPENDED = Symbol.for('shop.forwardedFor.peerAppended');

/** Tells the app, in this process, that every request's last X-Forwarded-For entry is its connection's. */
export function announcePeerAddresses() {
  Reflect.set(globalThis, PEER_APPENDED, true);
}

/** True once the shop's server in this process has announced it appends the connection's address. */
export function peerAddressIsAppended() {
  return Reflect.get(globalThis, PEER_APPENDED) === true;
}
