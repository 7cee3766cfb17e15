import { DatabaseError, type Pool, type QueryResultRow } from 'pg';
import { type DataSource, QueryFailedError } from 'typeorm';

/** A statement run often enough to be parsed and planned once per connection, not once per call. */
export interface PreparedStatement {
  /** Unique per text: Postgres keeps one plan under each name on each connection. */
  name: string;
  text: string;
}

/**
 * Runs a hot statement as a named prepared statement on TypeORM's pool. pg sends its text and
 * Postgres plans it on a connection's first use only; every later call sends the parameters alone.
 * Errors Postgres reports surface as TypeORM's, like every other query's, so they map to the same replies.
 */
export async function queryPrepared<Row extends QueryResultRow>(db: DataSource, statement: PreparedStatement, values: unknown[]): Promise<Row[]> {
  const pool = (db.driver as unknown as { master: Pool }).master;
  try {
    const result = await pool.query<Row>({ name: statement.name, text: statement.text, values });
    return result.rows;
  } catch (error) {
    throw error instanceof DatabaseError ? new QueryFailedError(statement.text, values, error) : error;
  }
}
