import { DomainError } from '../../src/common/errors/domain-error';

/** The DomainError `run` throws (any other error is thrown on); the test fails if it throws none. */
export function domainErrorOf(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal (a DomainError), and nothing was thrown');
}
