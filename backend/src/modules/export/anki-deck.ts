/**
 * anki-apkg-export 4 builds the collection with sql.js 0.5 (SQLite compiled to asm.js). Its default
 * build has a fixed 16 MB heap, which aborts at a few hundred long cards, so the memory-growth build
 * of the same sql.js is passed in. That emscripten build also installs process-wide
 * 'uncaughtException' and 'unhandledRejection' handlers (the latter exits the process): they are
 * removed again right after loading. Loading parses ~2.7 MB of asm.js synchronously, so it is done
 * once, on the first export, not at start-up; the exporter class is required directly, since the
 * package's index would load the fixed-heap build as well.
 */
interface Exporter {
  addCard(front: string, back: string, options?: { tags?: string[] }): void;
  addMedia(fileName: string, data: Buffer): void;
  save(): Promise<Buffer>;
}
type ExporterClass = new (deckName: string, options: { template: string; sql: unknown }) => Exporter;

let loaded: { Exporter: ExporterClass; template: string; sql: unknown } | null = null;

function load(): NonNullable<typeof loaded> {
  if (loaded) return loaded;
  const events = ['uncaughtException', 'unhandledRejection'] as const;
  const listeners = (event: (typeof events)[number]): Array<NodeJS.UncaughtExceptionListener> => process.listeners(event as 'uncaughtException');
  const before = new Map(events.map((e) => [e, new Set(listeners(e))]));
  // Not the package as it ships, on purpose: its index loads sql.js 0.5's default build, whose fixed
  // 16 MB heap aborted the whole process at a few hundred long cards (reproduced: 500 × 4.5 kB), and
  // that build installs process-wide handlers that exit on any unhandled rejection (removed above and
  // below). The package's Exporter takes its sql.js as an option, so we hand it the same package's
  // memory-growth build. The path assumes npm nests sql.js 0.5 under anki-apkg-export (its pinned
  // version conflicts with nothing hoisted); anki-export.spec.ts fails if that ever changes.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const sql = require('anki-apkg-export/node_modules/sql.js/js/sql-memory-growth.js');
  for (const event of events) {
    for (const listener of listeners(event)) if (!before.get(event)!.has(listener)) process.removeListener(event as 'uncaughtException', listener);
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const Exporter = (require('anki-apkg-export/dist/exporter') as { default: ExporterClass }).default;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const template = (require('anki-apkg-export/dist/template') as { default: () => string }).default();
  loaded = { Exporter, template, sql };
  return loaded;
}

export interface DeckCard {
  front: string;
  back: string;
  tags: string[];
}

/** Cards added between yields to the event loop: a slice is tens of milliseconds of sql.js work. */
const SLICE = 25;
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Builds run one after another: each holds a whole SQLite database in the asm.js heap. */
let queue: Promise<unknown> = Promise.resolve();

async function build(deckName: string, cards: DeckCard[], media: Array<{ fileName: string; data: Buffer }>): Promise<Buffer> {
  const { Exporter, template, sql } = load();
  const deck = new Exporter(deckName, { template, sql });
  for (const m of media) deck.addMedia(m.fileName, m.data);
  for (let i = 0; i < cards.length; i += 1) {
    if (i > 0 && i % SLICE === 0) await yieldToEventLoop();
    deck.addCard(cards[i].front, cards[i].back, { tags: cards[i].tags });
  }
  return deck.save();
}

/** The .apkg bytes of a deck: a zip of collection.anki2, the media map and the media files. */
export function buildApkg(deckName: string, cards: DeckCard[], media: Array<{ fileName: string; data: Buffer }>): Promise<Buffer> {
  const result = queue.then(() => build(deckName, cards, media));
  queue = result.catch(() => undefined);
  return result;
}
