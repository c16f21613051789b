// What giving each response its own nonce costs (server/front/fresh-nonce.mjs): the
// swap over a page the size of the shop's home page, streamed in 16 KB chunks
// as Next writes it. Prints figures; not a pass/fail test.
//   node bench/nonce-swap.mjs [--url http://localhost:3000/]   (a live page instead of a made-up one)
import { parseArgs } from 'node:util';
import { newNonce, nonceSwapper } from '../server/front/fresh-nonce.mjs';

const { values: args } = parseArgs({ options: { url: { type: 'string' } } });
const placeholder = newNonce();

async function page() {
  if (args.url) {
    const response = await fetch(args.url);
    const nonce = /'nonce-([^']+)'/.exec(
      response.headers.get('content-security-policy') ?? '',
    )?.[1];
    const html = await response.text();
    // The live page already carries its fresh nonce: put the placeholder back where it was.
    return nonce ? html.replaceAll(nonce, placeholder) : html;
  }
  const script = `<script nonce="${placeholder}">self.__next_f.push([1,"${'x'.repeat(4_000)}"])</script>`;
  return `<!DOCTYPE html><html><body>${'<div class="card">…</div>'.repeat(2_000)}${script.repeat(40)}</body></html>`;
}

const html = Buffer.from(await page());
const chunks = [];
for (let at = 0; at < html.length; at += 16_384) chunks.push(html.subarray(at, at + 16_384));
const rounds = 2_000;
let bytes = 0;
const started = process.hrtime.bigint();
for (let round = 0; round < rounds; round++) {
  const swapper = nonceSwapper(placeholder, newNonce());
  for (const chunk of chunks) bytes += swapper.push(chunk).length;
  bytes += swapper.flush().length;
}
const seconds = Number(process.hrtime.bigint() - started) / 1e9;
console.table([
  {
    page: args.url ?? 'made-up page',
    'KB per page': Math.round(html.length / 1024),
    'placeholders per page': html.toString().split(placeholder).length - 1,
    'µs per page': Math.round((seconds / rounds) * 1e6),
    'MB/s': Math.round(bytes / seconds / 1e6),
  },
]);
