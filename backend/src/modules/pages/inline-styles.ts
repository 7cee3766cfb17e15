import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[\w.-]+\.css)">/g;

/**
 * The page's stylesheets written into it: on a slow connection each linked stylesheet is a round
 * trip before the first paint (Lighthouse's mobile run counted ~300 ms per sheet), while the built
 * CSS of a page is 10–20 KB compressed. A sheet that cannot be read, or that could close the
 * element, stays a link.
 *
 * Each written sheet leaves a disabled link behind (Chromium neither fetches nor applies one): the
 * app's loader (Vite's preload helper) knows a lazy route's sheets are in the page only by a
 * `link rel="stylesheet"` with their address, and would otherwise fetch them again and append them
 * to the document, a restyle of the whole page while it loads.
 */
export async function inlineStylesheets(html: string, distDir: string): Promise<string> {
  const files = [...new Set(Array.from(html.matchAll(STYLESHEET_LINK), (match) => match[1]))];
  const sheets = new Map(await Promise.all(files.map(async (file) => [file, await readFile(join(distDir, file), 'utf8').catch(() => null)] as const)));
  return html.replace(STYLESHEET_LINK, (link, file: string) => {
    const css = sheets.get(file);
    return css && !/<\/style/i.test(css) ? `<style>${css}</style><link rel="stylesheet" href="/${file}" disabled>` : link;
  });
}
