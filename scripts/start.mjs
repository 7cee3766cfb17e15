#!/usr/bin/env node
// `npm start`: from a fresh clone to the running service on one port. Installs and builds what is
// missing or stale; the server itself creates the database if needed, migrates and seeds it.
import { ensureBuilt, ensureInstalled, ROOT, run } from './workspace.mjs';

ensureInstalled();
ensureBuilt();
process.exit(run('node', ['backend/dist/main.js'], { cwd: ROOT }));
