// Types for first-load.mjs (the frontend's budget test imports it).
export interface SizedFile {
  file: string;
  kb: number;
}

export interface FirstLoad {
  totalKb: number;
  chunks: SizedFile[];
  cssKb: number;
  css: SizedFile[];
}

export const HOME_ROUTE_MODULES: string[];
export function firstLoadKeys(manifest: Record<string, { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }>, routeModules?: string[]): string[];
export function measureFirstLoad(distDir: string, routeModules?: string[]): FirstLoad;
