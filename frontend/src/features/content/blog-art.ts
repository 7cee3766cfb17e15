/** The three pictures a post without an image can get, and the colours they are drawn in. */
const BACKGROUNDS = ['#1d4ed8', '#0f766e', '#6d28d9', '#b45309', '#be123c'] as const;

export type BlogArtSpec = { background: string; x: number; y: number } & (
  | { motif: 'trace'; trace: string }
  | { motif: 'rings' }
  | { motif: 'crosses'; cells: { x: number; y: number; opacity: number }[] }
);

/** A small, stable hash of a string (FNV-1a), so that the same title always draws the same picture. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** A heartbeat-like trace across the card, its beats placed by the seed. */
function trace(seed: number): string {
  const beats = [60 + (seed % 40), 170 + ((seed >>> 6) % 40), 270 + ((seed >>> 12) % 20)];
  let d = 'M0 80';
  for (const x of beats) d += ` H${x - 14} l6 -10 l6 10 l4 -46 l6 76 l5 -30 l5 0`;
  return `${d} H320`;
}

/** What a post's picture looks like, derived only from its title. */
export function blogArt(title: string): BlogArtSpec {
  const seed = hash(title.trim().toLowerCase());
  const base = { background: BACKGROUNDS[seed % BACKGROUNDS.length], x: 40 + ((seed >>> 4) % 240), y: 20 + ((seed >>> 10) % 100) };
  switch ((seed >>> 16) % 3) {
    case 0:
      return { ...base, motif: 'trace', trace: trace(seed) };
    case 1:
      return { ...base, motif: 'rings' };
    default: {
      const cells = [];
      for (let row = 0; row < 3; row++) {
        for (let col = 0; col < 7; col++) {
          const opacity = 0.15 + (((seed >>> ((row * 7 + col) % 24)) & 7) / 7) * 0.6;
          cells.push({ x: 30 + col * 44 + (row % 2) * 22, y: 30 + row * 40, opacity: Math.round(opacity * 100) / 100 });
        }
      }
      return { ...base, motif: 'crosses', cells };
    }
  }
}
