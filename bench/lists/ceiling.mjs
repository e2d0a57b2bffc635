// What the machine allows a scenario (decision 045): the same answers sent by a bare node:http
// process, driven by the same autocannon from the same machine. A scenario's req/s divided by it is
// the share of the machine's ceiling the server reaches, whatever the machine.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

/** Answers sampled per scenario: enough to mix page sizes as the scenario does. */
const SAMPLED_ANSWERS = 64;
/** Headers node:http writes itself. */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** The server's answers to `SAMPLED_ANSWERS` of the scenario's requests, as a visitor gets them. */
async function sampleAnswers(baseUrl, nextPath) {
  const answers = [];
  for (let index = 0; index < SAMPLED_ANSWERS; index += 1) {
    const response = await fetch(`${baseUrl}${nextPath()}`);
    const headers = Object.fromEntries([...response.headers].filter(([name]) => !OWN_HEADERS.has(name)));
    answers.push({ status: response.status, headers, body: await response.text() });
  }
  return answers;
}

/** req/s of a bare node:http process answering the scenario's answers, with `connections` for `duration` s. */
export async function measureCeiling({ baseUrl, nextPath, port, connections, duration }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'pepites-ceiling-'));
  const file = path.join(dir, 'answers.json');
  writeFileSync(file, JSON.stringify(await sampleAnswers(baseUrl, nextPath)));
  const child = fork(path.join(import.meta.dirname, 'ceiling-server.mjs'), [file, String(port)], { stdio: 'inherit' });
  try {
    await new Promise((resolve, reject) => {
      child.once('message', resolve);
      child.once('exit', (code) => reject(new Error(`the ceiling server exited (${code})`)));
    });
    const url = `http://127.0.0.1:${port}`;
    await autocannon({ url, connections, duration: 2 });
    const result = await autocannon({ url, connections, duration });
    return Math.round(result.requests.average);
  } finally {
    child.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}
