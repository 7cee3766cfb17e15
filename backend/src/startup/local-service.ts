/** A server that MedPrep started itself for development (PostgreSQL, Redis) and stops with itself. */
export interface LocalService {
  name: string;
  url: string;
  stop(): Promise<void>;
}
