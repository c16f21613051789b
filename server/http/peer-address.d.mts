export function announcePeerAddresses(): void;
export function peerAddressIsAppended(): boolean;
