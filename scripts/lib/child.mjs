import { spawn } from 'node:child_process';
import { constants } from 'node:os';

const FORWARDED_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
/** How often we look whether whoever started us (npm, a shell) is still there. */
const PARENT_CHECK_MS = 500;

/**
 * Runs a long-lived child (a server) and stops it, once, when we are asked to stop or left alone.
 * - The child gets its own process group, so a terminal's Ctrl-C reaches it only through us:
 *   servers treat a second signal as "force quit", which would skip closing PGlite. npm forwards
 *   the SIGINT and SIGTERM it gets to us as well, so only the first signal is passed on; the
 *   server's own shutdown deadline bounds the wait.
 * - The child gets an IPC channel to us: if we die without a word (SIGKILL), the channel closes
 *   and the server stops itself (`process.on('disconnect')` in server.ts).
 * - If whoever started us dies (npm killed, or SIGHUP, which npm does not forward), we are
 *   adopted by another process: we stop the child then.
 * Resolves with the exit code to pass on (128 + signal number when the child died from a signal).
 */
export function runForwardingSignals(command, args, options = {}) {
  const child = spawn(command, args, { stdio: ['inherit', 'inherit', 'inherit', 'ipc'], detached: true, ...options });
  let stopping = false;
  const stop = (signal) => {
    if (stopping || child.exitCode !== null || child.signalCode !== null) return;
    stopping = true;
    child.kill(signal);
  };
  for (const signal of FORWARDED_SIGNALS) process.on(signal, stop);
  const parent = process.ppid;
  const parentWatch = setInterval(() => process.ppid !== parent && stop('SIGTERM'), PARENT_CHECK_MS);
  // If we die without a signal (uncaught error), do not leave an orphan server behind.
  const stopOnExit = () => stop('SIGTERM');
  process.on('exit', stopOnExit);
  const stopWatching = () => {
    for (const name of FORWARDED_SIGNALS) process.off(name, stop);
    process.off('exit', stopOnExit);
    clearInterval(parentWatch);
  };
  return new Promise((resolve) => {
    child.on('error', (error) => {
      stopWatching();
      console.error(`Could not start ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      stopWatching();
      resolve(exitCodeOf(code, signal));
    });
  });
}

/** Runs a short command to completion with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', (error) => {
      console.error(`Could not start ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(exitCodeOf(code, signal)));
  });
}

/**
 * Runs a command to completion with its output held back and shown only if it fails (a build's
 * hundreds of lines would bury what `npm start` has to say); resolves with its exit code.
 */
export function runQuietly(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => {
      console.error(`Could not start ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code, signal) => {
      const exitCode = exitCodeOf(code, signal);
      if (exitCode !== 0) process.stdout.write(Buffer.concat(output));
      resolve(exitCode);
    });
  });
}

/** A shell's convention: the exit code, or 128 + the signal's number when a signal ended the process. */
function exitCodeOf(code, signal) {
  if (code !== null) return code;
  return 128 + ((signal && constants.signals[signal]) || 1);
}
