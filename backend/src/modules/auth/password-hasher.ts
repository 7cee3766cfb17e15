import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';

/** argon2id with OWASP's recommended minimum (19 MiB, 2 passes): strong, and quick enough per login. */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

@Injectable()
export class PasswordHasher {
  /** Verified against for unknown e-mails, so that a wrong e-mail costs the same time as a wrong password. */
  private readonly decoy = argon2.hash(randomBytes(16).toString('hex'), OPTIONS);

  hash(password: string): Promise<string> {
    return argon2.hash(password, OPTIONS);
  }

  async verify(hash: string | null, password: string): Promise<boolean> {
    try {
      const ok = await argon2.verify(hash ?? (await this.decoy), password);
      return hash !== null && ok;
    } catch {
      return false;
    }
  }
}
