import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestApp } from './test-app';

export const STRONG_PASSWORD = 'Tachycardia-Pineapple-42';

export function uniqueEmail(label = 'user'): string {
  return `${label}.${randomUUID().slice(0, 8)}@example.test`;
}

/** The `token` cookie pair (name=value) from a response, for replaying as a browser would. */
export function tokenCookie(res: { headers: Record<string, unknown> }): string {
  const cookies = ([] as string[]).concat((res.headers['set-cookie'] as string[] | undefined) ?? []);
  const cookie = cookies.find((c) => c.startsWith('token=') && !c.startsWith('token=;'));
  if (!cookie) throw new Error(`no token cookie in ${JSON.stringify(cookies)}`);
  return cookie.split(';')[0];
}

export interface SignedUpUser {
  id: string;
  email: string;
  password: string;
  cookie: string;
}

export async function signUp(t: TestApp, overrides: Partial<{ email: string; password: string; firstName: string; surname: string }> = {}): Promise<SignedUpUser> {
  const body = { email: uniqueEmail(), password: STRONG_PASSWORD, firstName: 'Amelia', surname: 'Hart', ...overrides };
  const res = await t.http().post('/api/auth/register').send(body).expect(201);
  return { id: res.body.id, email: body.email.toLowerCase(), password: body.password, cookie: tokenCookie(res) };
}

/** Waits for the e-mail sent to `to` in a development outbox and returns its text. */
export async function readMail(outboxDir: string, to: string, timeoutMs = 3000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(outboxDir).sort();
    } catch {
      // Not created until the first mail.
    }
    for (const file of files.reverse()) {
      const text = readFileSync(join(outboxDir, file), 'utf8');
      if (text.includes(`To: ${to}`)) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${to} in ${outboxDir}`);
}

export function resetTokenFrom(mail: string): string {
  const unfolded = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /reset\?token=([A-Za-z0-9_-]+)/.exec(unfolded);
  if (!match) throw new Error('no reset link in the mail');
  return match[1];
}
