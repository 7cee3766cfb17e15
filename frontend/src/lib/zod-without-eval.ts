/**
 * The CSP forbids eval (script-src 'self'). zod probes for it with `new Function` when it builds its
 * first object schema, and the blocked probe is reported as a CSP violation (Lighthouse: 'Issues
 * were logged'). zod takes its settings from globalThis.__zod_globalConfig when it loads, so they
 * are set there before any schema chunk loads, without zod in the entry: no JIT, no probe (zod's
 * interpreter needs no eval).
 */
export function disableZodJit(): void {
  const global = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  (global.__zod_globalConfig ??= {}).jitless = true;
}
