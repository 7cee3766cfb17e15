import { Catalogue1763700000000 } from './1763700000000-catalogue';

/** Migrations in the order they run. */
export const MIGRATIONS = [Catalogue1763700000000];
