// The staff command line (`npm run staff -- <command>`), on the database the
// settings name (DATABASE_URL, else the PGlite folder: stop `npm start` first,
// PGlite allows one process per folder):
//   token --user <id>                     a staff bearer token for /api/v1/staff/*
//   order:create --mobile 09… --products <id>:<count>,… [--payment cash|card|credit]
//                [--delivery pickup|delivery] [--user <id>]
//                                         an order for the customer (submit_by panel);
//                                         delivery goes to their preferred address in
//                                         the first window with room, pickup to the
//                                         first working day from tomorrow at 10:00
//   order:status <orderId> <status> [--user <id>]
//                                         a staff move of the order state machine
//   return:accept <orderId> [--user <id>]
//                                         accepts a waiting return: the lines' price to
//                                         credit, units to stock, points back; notifies
//   return:refuse <orderId> --reason … [--user <id>]
//                                         refuses it with the reason the customer is told
//   gift:list [--status 1..5]             gift requests, newest first (the first 50)
//   gift:status <requestId> 2|3|4          a staff move of a gift request (accept, sent,
//                                         reject: points and stock back); notifies
//   points:adjust --mobile 09… --points=<±n> [--note <text>] [--user <id>]
//                                         a staff adjustment on the points ledger
//   customer:type --mobile 09… --type <typeId>|none
//                                         grants the customer a type, privileged ones
//                                         included (customers declare only the
//                                         declarable ones themselves), or clears it
//   collection:due [--date YYYY-MM-DD]    the live collection requests due that day
//                                         (today in Tehran by default)
//   collection:done <orderId> [--note …] [--user <id>]
//                                         hand over a request's due pickup (a repeating
//                                         one moves to its next day), with the driver's note
//   collection:note <orderId> --note …    write the driver's note ("" clears it)
//   product:price <productId> <toman> [--discount <toman>]
//                                         sets a price (and a running discount); every
//                                         instance shows it at once when REDIS_URL is set
//   product:stock <productId> <units>|none
//                                         sets units on hand (none: not tracked); back in
//                                         stock tells every waiting customer once
//   comments:list [--status pending|published|rejected|hidden|reported]
//                                         comments awaiting a decision, with reports
//   comment:moderate <commentId> published|rejected
//                                         publishes (a hidden one too) or rejects a comment
//   comments:moderation wait|publish      new comments wait for staff, or show at once
import type { Database } from '../server/db/database';
import { dataDir, openDatabase } from '../server/db/open';
import { ApiError } from '../server/errors/api-error';
import {
  listComments,
  moderate,
  moderation,
  productPrice,
  productStock,
} from './staff/catalog-commands';
import { collectionDone, collectionDue, collectionNote } from './staff/collection-commands';
import { positionals, UsageError } from './staff/command-line';
import { adjustCustomerPoints, listGifts, moveGift } from './staff/loyalty-commands';
import { createOrder, moveOrder, setCustomerType, token } from './staff/order-commands';
import { acceptOrderReturn, refuseOrderReturn } from './staff/return-commands';

const USAGE = `usage:
  npm run staff -- token --user <id>
  npm run staff -- order:create --mobile 09… --products <id>:<count>,… [--payment cash|card|credit] [--delivery pickup|delivery] [--user <id>]
  npm run staff -- order:status <orderId> <status> [--user <id>]
  npm run staff -- return:accept <orderId> [--user <id>]
  npm run staff -- return:refuse <orderId> --reason … [--user <id>]
  npm run staff -- customer:type --mobile 09… --type <typeId>|none
  npm run staff -- collection:due [--date YYYY-MM-DD]
  npm run staff -- collection:done <orderId> [--note …] [--user <id>]
  npm run staff -- collection:note <orderId> --note …
  npm run staff -- product:price <productId> <toman> [--discount <toman>]
  npm run staff -- product:stock <productId> <units>|none
  npm run staff -- comments:list [--status pending|published|rejected|hidden|reported]
  npm run staff -- comment:moderate <commentId> published|rejected
  npm run staff -- comments:moderation wait|publish
  npm run staff -- gift:list [--status 1..5]
  npm run staff -- gift:status <requestId> 2|3|4
  npm run staff -- points:adjust --mobile 09… --points=<±n> [--note <text>] [--user <id>]`;

const COMMANDS: Record<string, (db: Database) => Promise<void>> = {
  token,
  'order:create': createOrder,
  'order:status': moveOrder,
  'return:accept': acceptOrderReturn,
  'return:refuse': refuseOrderReturn,
  'customer:type': setCustomerType,
  'collection:due': collectionDue,
  'collection:done': collectionDone,
  'collection:note': collectionNote,
  'product:price': productPrice,
  'product:stock': productStock,
  'comments:list': listComments,
  'comment:moderate': moderate,
  'comments:moderation': moderation,
  'gift:list': listGifts,
  'gift:status': moveGift,
  'points:adjust': adjustCustomerPoints,
};

async function main(): Promise<void> {
  const command = COMMANDS[positionals[0] ?? ''];
  if (!command) throw new UsageError(`unknown command "${positionals[0] ?? ''}"`);
  const { db, close } = await openDatabase({ url: process.env.DATABASE_URL, dir: dataDir() });
  try {
    await command(db);
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) console.error(`${error.message}\n${USAGE}`);
  else if (error instanceof ApiError) console.error(error.msg);
  else console.error(error);
  process.exit(1);
});
