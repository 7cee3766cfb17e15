import type { ReviewQuestion } from '../quiz-types';
import { formatClock } from '../format-time';
import { CorrectionNotice } from './CorrectionNotice';
import { ItemOutcome } from './marks/ItemOutcome';
import { ItemReferences } from './marks/ItemReferences';
import { TrustLine } from './marks/TrustLine';
import { ItemStem } from './marks/ItemStem';
import { itemVerdict } from './marks/item-verdict';
import { OUTCOME_ICONS } from './marks/outcome-text';
import { NoteEditor } from './NoteEditor';
import { PeerBars } from './PeerBars';
import './marks/marks.css';

export interface ReviewQuestionCardProps {
  question: ReviewQuestion;
  number: number;
  /** The level of the card's heading: 3 in a plain list, 4 under a paper's heading. */
  level?: 3 | 4;
}

/** One question in the review: the marks, each part marked with its explanation, references and peers. */
export function ReviewQuestionCard({ question, number, level = 3 }: ReviewQuestionCardProps) {
  const { item, mark } = question;
  const verdict = itemVerdict(item, mark, question.score, question.maxScore);
  const Title = `h${level}` as const;
  const Subtitle = `h${level + 1}` as 'h4' | 'h5';
  const subLevel = (level + 1) as 4 | 5;
  return (
    <article id={`q-${question.id}`} className={`quiz-review-q quiz-review-q--${verdict.outcome}`} aria-labelledby={`review-q-${question.id}`}>
      <header className="quiz-review-q__head">
        <Title id={`review-q-${question.id}`} className="quiz-review-q__title">
          Question {number}
          {question.flagged && <span className="quiz-question__flag"> · ⚑ flagged</span>}
        </Title>
        <p className="quiz-question__topic">{question.topic}</p>
      </header>
      <p className={`quiz-verdict quiz-verdict--${verdict.outcome}`}>
        <span aria-hidden="true">{OUTCOME_ICONS[verdict.outcome]}</span> {verdict.words} · {verdict.marks}
        {question.timeMs !== null && <span className="quiz-verdict__time"> · {formatClock(question.timeMs)}</span>}
      </p>
      {question.guessed && <p className="quiz-review-q__guessed">You marked this as a guess.</p>}
      <ItemStem item={item} />
      <ItemOutcome item={item} mark={mark} />
      {question.correction && <CorrectionNotice correction={question.correction} />}
      <Subtitle className="quiz-feedback__subtitle">Explanation</Subtitle>
      <p className="quiz-prose">{item.explanation}</p>
      <TrustLine reviewedAt={question.reviewedAt} references={item.references} />
      <ItemReferences references={item.references} level={subLevel} />
      <Subtitle className="quiz-feedback__subtitle">How others answered</Subtitle>
      <PeerBars peer={question.peer} item={item} mark={mark} />
      <NoteEditor questionId={question.id} eager={false} />
    </article>
  );
}
