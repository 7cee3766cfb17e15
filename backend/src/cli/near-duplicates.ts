import 'reflect-metadata';
import { ConfigError, loadConfig } from '../config/app-config';
import { createDataSource } from '../database/data-source';
import { NEAR_DUPLICATE_THRESHOLD, nearDuplicatePairs } from '../modules/questions/near-duplicates.repository';

const USAGE = `Usage: npm run content:near-duplicates -w @medprep/backend [-- --threshold 0.6]

Prints every pair of questions in the bank (retired ones aside) whose stems are near-copies: their
pg_trgm similarity (0–1) is at least the threshold (default ${NEAR_DUPLICATE_THRESHOLD}), most similar first.
An EMQ set is compared by its theme and lead-in (its listing text), so sets sharing a stock lead-in
and a like theme show up; judge those by their scenarios.
Exit codes: 0 listed (none or some), 1 the database failed, 2 usage error.`;

function thresholdOf(args: string[]): number | null {
  if (args.length === 0) return NEAR_DUPLICATE_THRESHOLD;
  const value = args.length === 2 && args[0] === '--threshold' ? Number(args[1]) : NaN;
  return Number.isFinite(value) && value > 0 && value <= 1 ? value : null;
}

async function main(args: string[]): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  const threshold = thresholdOf(args);
  if (threshold === null) {
    console.error(`Expected nothing or --threshold <a number above 0, at most 1>, got: ${args.join(' ')}`);
    console.error(USAGE);
    return 2;
  }
  const db = await createDataSource(loadConfig().databaseUrl).initialize();
  try {
    const pairs = await nearDuplicatePairs(db.manager, threshold);
    for (const { a, b, similarity } of pairs) {
      console.log(`${similarity.toFixed(2)}  ${a.key} (${a.exam}, ${a.type})  ~  ${b.key} (${b.exam}, ${b.type})`);
    }
    console.log(`${pairs.length} pair${pairs.length === 1 ? '' : 's'} at similarity ≥ ${threshold}.`);
    return 0;
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2))
  .then((code) => {
    process.exitCode = code;
  })
  .catch((error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : `Listing failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
