/**
 * anki-apkg-export 4 builds the collection with sql.js 0.5 (SQLite compiled to asm.js). Its default
 * build has a fixed 16 MB heap, which aborts at a few hundred long cards, so the memory-growth build
 * of the same sql.js is passed in. That emscripten build also installs process-wide
 * 'uncaughtException' and 'unhandledRejection' handlers (the latter exits the process): they are
 * removed again right after loading. Loading parses ~2.7 MB of asm.js synchronously, so it is done
 * once, on the first export, not at start-up. The heap is fixed per build: 16 MB held a few hundred
 * long cards before the whole process aborted (reproduced with 500 × 4.5 kB cards).
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
  // sql.js 0.5's memory-growth build, one of the builds that package ships (its README names it for
  // 'Cannot enlarge memory arrays'), from our own dependency on the version anki-apkg-export pins.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const sql = require('sql.js/js/sql-memory-growth.js');
  for (const event of events) {
    for (const listener of listeners(event)) if (!before.get(event)!.has(listener)) process.removeListener(event as 'uncaughtException', listener);
  }
  // The package's index would require sql.js's fixed-heap build at load (a second 2.7 MB parse, a
  // second heap and its process handlers), so its Exporter and template are taken from their own
  // modules; the Exporter is the one the index exports, and it takes its sql.js as an option.
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
