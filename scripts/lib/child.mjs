import { spawn } from 'node:child_process';
import { constants } from 'node:os';

const FORWARDED_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * Runs a long-lived child (a server) and forwards SIGINT/SIGTERM/SIGHUP to it exactly once.
 * The child gets its own process group so a terminal's Ctrl-C (or a group kill) reaches it only
 * through us: servers treat a second signal as "force quit", which would skip closing PGlite.
 * Resolves with the exit code to pass on (128 + signal number when the child died from a signal).
 */
export function runForwardingSignals(command, args, options = {}) {
  const child = spawn(command, args, { stdio: 'inherit', detached: true, ...options });
  const forward = (signal) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  for (const signal of FORWARDED_SIGNALS) process.on(signal, forward);
  // If we die without a signal (uncaught error), do not leave an orphan server behind.
  const killOnExit = () => forward('SIGTERM');
  process.on('exit', killOnExit);
  return new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`Could not start ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      for (const name of FORWARDED_SIGNALS) process.off(name, forward);
      process.off('exit', killOnExit);
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

/** A shell's convention: the exit code, or 128 + the signal's number when a signal ended the process. */
function exitCodeOf(code, signal) {
  if (code !== null) return code;
  return 128 + ((signal && constants.signals[signal]) || 1);
}
