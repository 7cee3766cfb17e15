import type { Item, ItemMedia, ItemReference } from '@medprep/shared';

export interface AnkiCard {
  front: string;
  back: string;
}

/** Our own image as the card names it: the deck's file name and the /media path to read it from. */
export interface OwnImage {
  fileName: string;
  mediaPath: string;
}

const esc = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const para = (text: string): string => `<p>${esc(text).replace(/\n/g, '<br>')}</p>`;
const list = (tag: 'ol' | 'ul', rows: string[], type?: 'A'): string => `<${tag}${type ? ` type="${type}"` : ''}>${rows.map((r) => `<li>${r}</li>`).join('')}</${tag}>`;

/** The deck's file name for an image under /media (stored uploads and the sample drawings); null for anything else. */
export function ownImage(src: string): OwnImage | null {
  const match = /^\/media\/((?:samples\/)?[A-Za-z0-9][A-Za-z0-9._-]*\.(?:svg|png|jpe?g|webp))$/.exec(src);
  return match ? { fileName: `medprep-${match[1].replace('/', '-')}`, mediaPath: `/${match[1]}` } : null;
}

function image(media: ItemMedia, included: ReadonlySet<string>): string {
  const own = ownImage(media.src);
  const caption = media.caption ? `<br><small>${esc(media.caption)}</small>` : '';
  if (own && included.has(own.fileName)) return `<div><img src="${esc(own.fileName)}" alt="${esc(media.alt)}">${caption}</div>`;
  // External (or unreadable) images stay links: the deck must not fetch third-party addresses.
  const href = own ? null : media.src;
  return `<div>${href ? `<a href="${esc(href)}">Image: ${esc(media.alt)}</a>` : `[Image: ${esc(media.alt)}]`}${caption}</div>`;
}

function reference(r: ItemReference): string {
  const title = `${esc(r.title)}${r.code ? ` (${esc(r.code)})` : ''}. ${esc(r.publisher)}, ${r.year}.`;
  return r.url ? `<a href="${esc(r.url)}">${title}</a>` : title;
}

function question(item: Item): string {
  switch (item.type) {
    case 'sba':
      return para(item.stem) + list('ol', item.options.map((o) => esc(o.text)), 'A');
    case 'mtf':
      return para(item.stem) + '<p><i>True or false:</i></p>' + list('ol', item.statements.map((s) => esc(s.text)));
    case 'emq':
      return `<p><b>${esc(item.theme)}</b></p>` + list('ol', item.options.map((o) => esc(o.text)), 'A') + para(item.leadIn) + list('ol', item.stems.map((s) => esc(s.stem)));
    case 'ranking':
      return para(item.stem) + '<p><i>Rank from most to least appropriate:</i></p>' + list('ol', item.responses.map((r) => esc(r.text)), 'A');
    case 'choose':
      return para(item.stem) + '<p><i>Choose the three most appropriate:</i></p>' + list('ol', item.responses.map((r) => esc(r.text)), 'A');
    case 'numeric':
      return para(item.stem) + `<p><i>Give a number${item.unit ? ` in ${esc(item.unit)}` : ''}.</i></p>`;
  }
}

function answer(item: Item): string {
  switch (item.type) {
    case 'sba': {
      const right = item.options.find((o) => o.key === item.answer)!;
      return `<p><b>Answer: ${item.answer}. ${esc(right.text)}</b></p>` + list('ul', item.options.map((o) => `<b>${o.key}</b>: ${esc(o.explanation)}`));
    }
    case 'mtf':
      return list('ol', item.statements.map((s) => `<b>${s.answer ? 'True' : 'False'}</b>: ${esc(s.text)} — ${esc(s.explanation)}`));
    case 'emq':
      return list(
        'ol',
        item.stems.map((s) => `<b>${s.answer}. ${esc(item.options.find((o) => o.key === s.answer)?.text ?? '')}</b> — ${esc(s.explanation)}`),
      );
    case 'ranking':
      return `<p><b>Ideal order: ${item.idealOrder.join(' ')}</b></p>` + list('ul', item.responses.map((r) => `<b>${r.key}</b>: ${esc(r.explanation)}`));
    case 'choose':
      return `<p><b>Answers: ${item.answers.join(', ')}</b></p>` + list('ul', item.responses.map((r) => `<b>${r.key}</b>: ${esc(r.explanation)}`));
    case 'numeric':
      return `<p><b>Answer: ${item.value}${item.unit ? ` ${esc(item.unit)}` : ''}</b>${item.tolerance > 0 ? ` (± ${item.tolerance})` : ''}</p>`;
  }
}

/**
 * An item as an Anki card: the front holds the question as text (every type), the back the key,
 * per-part explanations, the explanation and the references. `included` names the images in the deck.
 */
export function ankiCard(item: Item, included: ReadonlySet<string> = new Set()): AnkiCard {
  const images = (item.media ?? []).map((m) => image(m, included)).join('');
  return {
    front: images + question(item),
    back: answer(item) + para(item.explanation) + '<p><b>References</b></p>' + list('ul', item.references.map(reference)),
  };
}
