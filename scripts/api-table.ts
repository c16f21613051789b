// Prints the README's API table from the call declarations:
//   npx tsx scripts/api-table.ts
import { apiTable } from '../server/openapi/api-table';
import { apiCalls } from '../server/routes';

console.log(apiTable(apiCalls));
