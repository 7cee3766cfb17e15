import { openingIndex, SESSION_MODE_LABELS, type PlayerItem, type QuizSession } from '@medprep/shared';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text and attribute values from the bank: never markup. */
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/**
 * The question a running session opens on, drawn as QuizPlayer.tsx draws it (the bar with the exam
 * and mode, the progress line, the question's heading, its stem and images; for extended matching
 * the theme and shared option list first) with the player's classes, so the student can read it
 * before the app has run and the player then takes its place at the same size. Inputs and tools
 * come with the app. Null when the player would open on something else: an ended or answered-out
 * session, or a mock whose next question waits behind its paper break.
 */
export function sessionQuestionFrame(session: QuizSession): string | null {
  if (session.endedAt !== null) return null;
  const answered = new Set(session.answers.map((answer) => answer.questionId));
  const total = session.questionIds.length;
  if (total === 0 || session.questionIds.every((id) => answered.has(id))) return null;
  const index = openingIndex(session.questionIds, (id) => answered.has(id));
  const question = session.questions.find((candidate) => candidate.id === session.questionIds[index]);
  if (!question) return null;
  const firstPaper = session.papers?.[0];
  if (firstPaper && !firstPaper.questionIds.includes(question.id)) return null;
  const done = session.questionIds.filter((id) => answered.has(id)).length;
  return (
    `<div class="quiz quiz-player"><header class="quiz-bar"><div class="quiz-bar__info"><h1 class="quiz-bar__exam">${escape(session.examTitle)}</h1>` +
    `<p class="quiz-bar__meta">${SESSION_MODE_LABELS[session.mode]} · ${done} of ${total} answered</p></div><div class="quiz-bar__tools">${TOOL_ROOM}</div></header>` +
    `<div class="quiz-progress" aria-hidden="true"><span class="quiz-progress__fill" style="width:${(done / total) * 100}%"></span></div>` +
    `<div class="quiz-layout"><section class="quiz-question"><div class="quiz-question__head"><h2 class="quiz-question__title">Question ${index + 1} of ${total}</h2>` +
    `<p class="quiz-question__topic">${escape(question.topic)}</p><div class="quiz-question__tools">${TOOL_ROOM}</div></div>${prompt(question.item)}</section><div class="quiz-side"></div></div></div>`
  );
}

/** The height of a row of tools, kept before they arrive, so the question does not move when they do. */
const TOOL_ROOM = '<span class="quiz-tool" aria-hidden="true" style="visibility:hidden">&nbsp;</span>';

/** ItemPrompt.tsx and ItemMedia.tsx without their controls. */
function prompt(item: PlayerItem): string {
  const stem = (text: string) => `<div class="quiz-stem"><span>${escape(text)}</span></div>`;
  const media = item.media?.length
    ? `<div class="quiz-media">${item.media
        .map(
          (image) =>
            `<figure class="quiz-media__figure"><img class="quiz-media__image" src="${escape(image.src)}" alt="${escape(image.alt)}" loading="lazy"${image.width ? ` width="${image.width}"` : ''}${image.height ? ` height="${image.height}"` : ''}>` +
            `${image.caption ? `<figcaption class="quiz-media__caption">${escape(image.caption)}</figcaption>` : ''}</figure>`,
        )
        .join('')}</div>`
    : '';
  if (item.type !== 'emq') return stem(item.stem) + media;
  const options = item.options.map((option) => `<li><span class="quiz-emq__key">${escape(option.key)}.</span> ${escape(option.text)}</li>`).join('');
  return (
    `<p class="quiz-emq__theme"><span class="quiz-emq__theme-label">Theme:</span> ${escape(item.theme)}</p>` +
    `<ol class="quiz-emq__options" aria-label="Options">${options}</ol>${stem(item.leadIn)}${media}` +
    // EmqInput.tsx's stems, without their selects.
    `<div class="quiz-emq"><ol class="quiz-emq__stems">${item.stems.map((part) => `<li class="quiz-emq__stem"><p class="quiz-prose">${escape(part.stem)}</p></li>`).join('')}</ol></div>`
  );
}
