import { z } from 'zod';

/** A record's id (or slug) as an input: required, trimmed, at most 100 characters. */
export const ref = (name: string) => z.string({ error: `${name} is required` }).trim().min(1, `${name} is required`).max(100, `${name} is too long`);
