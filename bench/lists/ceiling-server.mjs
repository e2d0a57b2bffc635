// The ceiling of a scenario (ceiling.mjs): node:http answering, in turn, the answers the server gave
// for the scenario's requests, the same status, headers and body text, and nothing else.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const [file, port] = process.argv.slice(2);
const answers = JSON.parse(readFileSync(file, 'utf8'));
let next = 0;
http
  .createServer((request, response) => {
    const { status, headers, body } = answers[next];
    next = (next + 1) % answers.length;
    response.writeHead(status, headers);
    response.end(body);
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('listening'));
