import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every committed change to what a signed-in request reads about its caller (the user row, the
 * profile, subscriptions, trials, sessions) is announced on the channel `account_changed` with the
 * user's id ('*' when an exam's title or slug changes, which every summary shows), so in-process
 * caches of that data drop it on every instance, whoever wrote it (a service, an admin, a migration
 * or psql). NOTIFY is transactional: a rolled-back write says nothing.
 */
const TABLES: Array<{ table: string; column: string; events: string }> = [
  { table: 'users', column: 'id', events: 'UPDATE OR DELETE' },
  { table: 'user_profiles', column: 'user_id', events: 'INSERT OR UPDATE OR DELETE' },
  { table: 'subscriptions', column: 'user_id', events: 'INSERT OR UPDATE OR DELETE' },
  { table: 'trials', column: 'user_id', events: 'INSERT OR UPDATE OR DELETE' },
  { table: 'auth_sessions', column: 'user_id', events: 'UPDATE OR DELETE' },
];

export class AccountChangeFeed1763700500000 implements MigrationInterface {
  name = 'AccountChangeFeed1763700500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION notify_account_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('account_changed', to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END) ->> TG_ARGV[0]);
        IF TG_OP = 'UPDATE' AND (to_jsonb(OLD) ->> TG_ARGV[0]) IS DISTINCT FROM (to_jsonb(NEW) ->> TG_ARGV[0]) THEN
          PERFORM pg_notify('account_changed', to_jsonb(OLD) ->> TG_ARGV[0]);
        END IF;
        RETURN NULL;
      END $$`);
    // Exam titles and slugs appear in every user's access summary: a change to one drops them all.
    await q.query(`
      CREATE FUNCTION notify_all_accounts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('account_changed', '*');
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER exams_account_changed AFTER UPDATE OF slug, title ON exams FOR EACH STATEMENT EXECUTE FUNCTION notify_all_accounts_changed()`);
    for (const { table, column, events } of TABLES) {
      await q.query(
        `CREATE TRIGGER ${table}_account_changed AFTER ${events} ON ${table} FOR EACH ROW EXECUTE FUNCTION notify_account_changed('${column}')`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const { table } of TABLES) await q.query(`DROP TRIGGER IF EXISTS ${table}_account_changed ON ${table}`);
    await q.query(`DROP TRIGGER IF EXISTS exams_account_changed ON exams`);
    await q.query(`DROP FUNCTION IF EXISTS notify_all_accounts_changed()`);
    await q.query(`DROP FUNCTION IF EXISTS notify_account_changed()`);
  }
}
