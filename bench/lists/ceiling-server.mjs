// The ceiling of a scenario (ceiling.mjs): node:http answering, in turn, the answers the server gave
// for the scenario's requests, the same status, headers and body text, and nothing else.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const [file, port] = process.argv.slice(2);
if (!file || !port) throw new Error('usage: ceiling-server.mjs <answers.json> <port>');
/** @type {{ status: number, headers: Record<string, string>, body: string }[]} */
const answers = JSON.parse(readFileSync(file, 'utf8'));
let next = 0;
http
  .createServer((request, response) => {
    const { status, headers, body } = answers[next % answers.length] ?? { status: 404, headers: {}, body: '' };
    next += 1;
    response.writeHead(status, headers);
    response.end(body);
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('listening'));
