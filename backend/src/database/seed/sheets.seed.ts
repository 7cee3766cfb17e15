import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { REPO_ROOT } from '../../config/paths';
import type { SheetSection } from '../../modules/sheets/sheet.entity';
import { SHEET_ID } from '../../modules/sheets/sheet-id';

const SHEET_SEED_DIR = join(REPO_ROOT, 'backend', 'seed-data', 'sheets');

const filled = z.string().trim().min(1);
const sheetFileSchema = z.strictObject({
  title: filled.max(200),
  description: z.string().trim().max(2000).default(''),
  sections: z
    .array(
      z.strictObject({
        title: filled.max(200),
        rows: z.array(z.strictObject({ name: filled, value: filled, unit: filled.optional(), note: filled.optional() })).min(1),
      }),
    )
    .min(1),
});

interface SeedSheet {
  id: string;
  title: string;
  description: string;
  sections: SheetSection[];
}

/** Every sheet in seed-data/sheets/<id>.json, validated; a bad file stops the seed with its name. */
export function loadSheets(dir = SHEET_SEED_DIR): SeedSheet[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => {
      const id = basename(file, '.json');
      if (!SHEET_ID.test(id)) throw new Error(`${file}: a sheet's file name is its id, lower-case words joined by hyphens`);
      const parsed = sheetFileSchema.safeParse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
      if (!parsed.success) throw new Error(`${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
      return { id, ...parsed.data };
    });
}

/**
 * Reference data follows the repository: a sheet is added, or replaced when its file changed
 * (updated_at moves only then). A sheet whose file is removed stays in the database.
 */
export async function seedSheets(manager: EntityManager, sheets: SeedSheet[] = loadSheets()): Promise<void> {
  for (const sheet of sheets) {
    await manager.query(
      `INSERT INTO sheets (id, title, description, sections) VALUES ($1, $2, $3, $4)
       ON CONFLICT (id) DO UPDATE SET title = EXCLUDED.title, description = EXCLUDED.description, sections = EXCLUDED.sections, updated_at = now()
       WHERE (sheets.title, sheets.description, sheets.sections) IS DISTINCT FROM (EXCLUDED.title, EXCLUDED.description, EXCLUDED.sections)`,
      [sheet.id, sheet.title, sheet.description, JSON.stringify(sheet.sections)],
    );
  }
}
