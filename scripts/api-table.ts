// Prints the README's API table from the documented operations:
//   npx tsx scripts/api-table.ts
import { operations } from '../server/openapi/document';

const lines = ['| method | path | what it does | caller |', '| --- | --- | --- | --- |'];
for (const op of operations) {
  const path = op.path.replace(/:(\w+)/g, '{$1}');
  lines.push(
    `| ${op.method.toUpperCase()} | \`${path}\`${op.chosen ? ' *' : ''} | ${op.summary} | ${op.auth ?? 'anyone'} |`,
  );
}
console.log(lines.join('\n'));
