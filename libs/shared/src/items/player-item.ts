import { z } from 'zod';
import { CHOOSE_PICKS } from './item-types';
import { itemKeySchema } from './item-keys';
import { type Item, playerMediaSchema } from './item.schemas';

// What the player receives before the key is revealed: the text of every part and the images,
// never a key, an explanation or a reference. As output schemas they strip whatever else a
// full item carries.
const keyed = z.object({ key: itemKeySchema, text: z.string() });
const media = z.array(playerMediaSchema).optional();

export const playerSbaSchema = z.object({ type: z.literal('sba'), stem: z.string(), options: z.array(keyed), media });
export const playerMtfSchema = z.object({ type: z.literal('mtf'), stem: z.string(), statements: z.array(z.object({ text: z.string() })), media });
export const playerEmqSchema = z.object({
  type: z.literal('emq'),
  theme: z.string(),
  leadIn: z.string(),
  options: z.array(keyed),
  stems: z.array(z.object({ stem: z.string() })),
  media,
});
export const playerRankingSchema = z.object({ type: z.literal('ranking'), stem: z.string(), responses: z.array(keyed), media });
export const playerChooseSchema = z.object({
  type: z.literal('choose'),
  stem: z.string(),
  responses: z.array(keyed),
  /** How many responses the candidate picks. */
  picks: z.literal(CHOOSE_PICKS).default(CHOOSE_PICKS),
  media,
});
export const playerNumericSchema = z.object({
  type: z.literal('numeric'),
  stem: z.string(),
  unit: z.string(),
  decimals: z.number().optional(),
  media,
});

export const playerItemSchema = z.discriminatedUnion('type', [playerSbaSchema, playerMtfSchema, playerEmqSchema, playerRankingSchema, playerChooseSchema, playerNumericSchema]);
export type PlayerItem = z.infer<typeof playerItemSchema>;

const withMedia = (item: Item) => (item.media ? { media: item.media.map((m) => ({ ...m })) } : {});
const keyedText = (entries: ReadonlyArray<{ key: z.infer<typeof itemKeySchema>; text: string }>) => entries.map(({ key, text }) => ({ key, text }));

/** The item as the candidate sees it before answering: built field by field, so nothing secret can follow. */
export function toPlayerItem(item: Item): PlayerItem {
  switch (item.type) {
    case 'sba':
      return { type: 'sba', stem: item.stem, options: keyedText(item.options), ...withMedia(item) };
    case 'mtf':
      return { type: 'mtf', stem: item.stem, statements: item.statements.map(({ text }) => ({ text })), ...withMedia(item) };
    case 'emq':
      return { type: 'emq', theme: item.theme, leadIn: item.leadIn, options: keyedText(item.options), stems: item.stems.map(({ stem }) => ({ stem })), ...withMedia(item) };
    case 'ranking':
      return { type: 'ranking', stem: item.stem, responses: keyedText(item.responses), ...withMedia(item) };
    case 'choose':
      return { type: 'choose', stem: item.stem, responses: keyedText(item.responses), picks: CHOOSE_PICKS, ...withMedia(item) };
    case 'numeric':
      return { type: 'numeric', stem: item.stem, unit: item.unit, ...(item.decimals === undefined ? {} : { decimals: item.decimals }), ...withMedia(item) };
  }
}
