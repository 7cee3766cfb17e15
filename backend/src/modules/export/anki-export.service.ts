import type { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import { ANKI_MAX_CARDS, type AnkiWhich } from '@medprep/shared';
import { ExamReader } from '../learning/history-exam';
import { MediaLibrary, mediaRequest } from '../media/media-library';
import { ankiCard, ownImage } from './anki-card';
import { buildApkg } from './anki-deck';
import { AnkiExportRepository } from './anki-export.repository';

export interface AnkiFile {
  fileName: string;
  body: Buffer;
  cards: number;
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** The caller's missed or flagged items of an exam as an Anki deck, with our own images inside. */
@Injectable()
export class AnkiExportService {
  constructor(
    @Inject(AnkiExportRepository) private readonly items: AnkiExportRepository,
    @Inject(ExamReader) private readonly exams: ExamReader,
    @Inject(MediaLibrary) private readonly media: MediaLibrary,
  ) {}

  async deck(userId: string, examRef: string, which: AnkiWhich): Promise<AnkiFile> {
    const exam = await this.exams.practisable(userId, examRef);
    const rows = await this.items.items(userId, exam.id, which, ANKI_MAX_CARDS);
    const files = new Map<string, Buffer>();
    for (const row of rows) {
      for (const m of row.body.media ?? []) {
        const own = ownImage(m.src);
        if (!own || files.has(own.fileName)) continue;
        const bytes = await this.read(own.mediaPath);
        if (bytes) files.set(own.fileName, bytes);
      }
    }
    const included = new Set(files.keys());
    const cards = rows.map((row) => ({ ...ankiCard(row.body, included), tags: [`medprep::${exam.slug}`, row.topic.replace(/\s+/g, '_'), row.key] }));
    const body = await buildApkg(`MedPrep ${exam.title} (${which})`, cards, [...files].map(([fileName, data]) => ({ fileName, data })));
    return { fileName: `medprep-${exam.slug}.apkg`, body, cards: cards.length };
  }

  private async read(path: string): Promise<Buffer | null> {
    const request = mediaRequest(path);
    if (!request) return null;
    if (request.source === 'sample') return (await this.media.sample(request.name))?.body ?? null;
    const stored = await this.media.stored(request.name);
    return stored ? bytesOf(stored.body) : null;
  }
}
