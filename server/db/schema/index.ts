// The database's tables by domain, one file each; this index is what the
// application and drizzle-kit (drizzle.config.ts) read.

export * from './access';
export * from './browsing';
export * from './catalog';
export * from './collection';
export * from './delivery';
export * from './engagement';
export * from './idempotency';
export * from './loyalty';
export * from './orders';
export * from './payments';
export * from './people';
export * from './reservations';
export * from './returns';
export * from './shops';
export * from './site';
export * from './uploads';
