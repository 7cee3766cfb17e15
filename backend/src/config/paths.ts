import { resolve } from 'node:path';

/** The repository root: `config/` sits at the same depth in `backend/src` and `backend/dist`. */
export const REPO_ROOT = resolve(__dirname, '..', '..', '..');
export const DEFAULT_FRONTEND_DIST = resolve(REPO_ROOT, 'frontend', 'dist');
