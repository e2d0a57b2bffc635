#!/usr/bin/env node
// `npm start`: install if needed, build if needed, then run the production server in the foreground.
// package.json runs it with `exec`, so that npm's own child is this script and the SIGINT and
// SIGTERM npm forwards reach it, not a shell that would die and leave the server running.
import { runForwardingSignals } from './lib/child.mjs';
import { ensureBuilt, ensureInstalled, log, ROOT } from './lib/stamps.mjs';
import { SERVER_ARGS, serverEnv } from './lib/server-command.mjs';

if (!(await ensureInstalled())) process.exit(1);
if (!(await ensureBuilt())) process.exit(1);

log('starting the server (Ctrl-C to stop)…');
const code = await runForwardingSignals(process.execPath, SERVER_ARGS, { cwd: ROOT, env: serverEnv() });
process.exit(code);
