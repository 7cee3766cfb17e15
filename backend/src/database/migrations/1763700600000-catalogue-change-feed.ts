import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every committed change to the public catalogue (exams, their categories, products and variants)
 * is announced on the channel `catalogue_changed`, so the in-process copy of the catalogue is
 * dropped on every instance, whoever wrote it. One notification per statement is enough: any
 * change drops the whole copy.
 */
const TABLES = ['exams', 'exam_categories', 'products', 'variants'];

export class CatalogueChangeFeed1763700600000 implements MigrationInterface {
  name = 'CatalogueChangeFeed1763700600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION notify_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME);
        RETURN NULL;
      END $$`);
    for (const table of TABLES) {
      await q.query(
        `CREATE TRIGGER ${table}_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed()`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of TABLES) await q.query(`DROP TRIGGER IF EXISTS ${table}_catalogue_changed ON ${table}`);
    await q.query(`DROP FUNCTION IF EXISTS notify_catalogue_changed()`);
  }
}
