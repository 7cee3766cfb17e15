import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useAppDispatch, useAppSelector, useAppStore } from '../../../app/hooks';
import { Modal } from '../../../components/ui/Modal';
import { Spinner } from '../../../components/ui/Spinner';
import { endKey, useEndSessionMutation, useSessionQuery } from '../api';
import { useOutboxRetry } from '../hooks/useOutboxRetry';
import { useQuizKeyboard } from '../hooks/useQuizKeyboard';
import { endSession, submitAnswer, toggleFlag } from '../quiz-flow';
import { selectCurrentFeedback, selectCurrentQuestion, selectQuizSession } from '../quiz-selectors';
import {
  hasUnsavedChoice,
  isEditable,
  movedNext,
  movedPrevious,
  movedTo,
  optionRestored,
  optionSelected,
  optionStruckOut,
  selectAnsweredCount,
  selectCurrentIndex,
  selectCurrentProgress,
  selectNextOpenIndex,
  selectPlayerPhase,
  selectQuizSessionId,
  selectQuizState,
  selectSessionCompleted,
  selectTimeUp,
} from '../quizSlice';
import { AnswerFeedbackPanel } from './AnswerFeedbackPanel';
import { AnswerSaveState } from './AnswerSaveState';
import { KeyboardHints } from './KeyboardHints';
import { NoteEditor } from './NoteEditor';
import { OptionOutcomes } from './OptionOutcomes';
import { OptionPicker } from './OptionPicker';
import { QuestionPalette } from './QuestionPalette';
import { ReferenceSheetPanel } from './ReferenceSheetPanel';
import { ReportDialog } from './ReportDialog';
import { SessionTimer } from './SessionTimer';
import '../quiz.css';

export const MODE_LABELS = { tutor: 'Tutor mode', timed: 'Timed practice', mock: 'Mock exam' } as const;

/**
 * The question player: one question at a time with its options, feedback in tutor mode, the
 * palette, flag, strike-out, reference sheets, problem reports and the session clock.
 */
export function QuizPlayer() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const sessionId = useAppSelector(selectQuizSessionId);
  // The session's cache entry (questions, flags, feedback) stays while it is played.
  useSessionQuery(sessionId ?? skipToken);
  const session = useAppSelector(selectQuizSession);
  const feedback = useAppSelector(selectCurrentFeedback);
  const [, { error }] = useEndSessionMutation({ fixedCacheKey: endKey(sessionId ?? '') });
  const question = useAppSelector(selectCurrentQuestion);
  const progress = useAppSelector(selectCurrentProgress);
  const index = useAppSelector(selectCurrentIndex);
  const answered = useAppSelector(selectAnsweredCount);
  const completed = useAppSelector(selectSessionCompleted);
  const nextOpen = useAppSelector(selectNextOpenIndex);
  const phase = useAppSelector(selectPlayerPhase);
  const timeUp = useAppSelector(selectTimeUp);
  const [sheetsOpen, setSheetsOpen] = useState(false);
  const [reportOpen, setReportOpen] = useState(false);
  const [endOpen, setEndOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const feedbackRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const stemId = useId();
  const sheetsId = useId();

  /** Enter or the primary button once answered: the next open question, or the results. */
  const advance = useCallback(() => {
    const state = selectQuizState(store.getState());
    if (state.completed) {
      void dispatch(endSession('completed'));
      return;
    }
    const next = selectNextOpenIndex(store.getState());
    dispatch(next !== null ? movedTo(next) : movedNext());
  }, [dispatch, store]);

  useQuizKeyboard({ onAdvance: advance });
  useOutboxRetry(sessionId);

  // A new question takes the focus to its heading, and new feedback to its verdict, so that each
  // is read out and Enter acts on it.
  const questionId = question?.id;
  const focused = useRef<{ questionId?: string; hadFeedback: boolean }>({ hadFeedback: false });
  useEffect(() => {
    const before = focused.current;
    if (questionId && questionId !== before.questionId) headingRef.current?.focus();
    else if (feedback && !before.hadFeedback) feedbackRef.current?.focus();
    focused.current = { questionId, hadFeedback: Boolean(feedback) };
  }, [questionId, feedback]);

  const total = session?.questionIds.length ?? 0;
  const prevAnswered = useRef(answered);
  useEffect(() => {
    if (answered > prevAnswered.current && session && session.mode !== 'tutor') setAnnouncement(`Answer saved. ${answered} of ${total} answered.`);
    prevAnswered.current = answered;
  }, [answered, session, total]);

  if (!session || !question || !progress) return null;

  const tutor = session.mode === 'tutor';
  const locked = !isEditable(progress, session.mode) || phase !== 'active';
  const flagged = question.flagged;

  const primary = (() => {
    if (progress.phase === 'answered' && hasUnsavedChoice(progress, session.mode)) {
      return (
        <button type="button" className="btn btn--primary btn--large" disabled={phase !== 'active'} onClick={() => void dispatch(submitAnswer())}>
          Save change
        </button>
      );
    }
    if (progress.phase === 'answered') {
      if (completed) {
        return (
          <button type="button" className="btn btn--primary btn--large" onClick={advance} disabled={phase !== 'active'}>
            See your results
          </button>
        );
      }
      return (
        <button type="button" className="btn btn--primary btn--large" onClick={advance}>
          Next question
        </button>
      );
    }
    return (
      <button
        type="button"
        className="btn btn--primary btn--large"
        disabled={!progress.selected || progress.phase === 'submitting' || phase !== 'active'}
        onClick={() => void dispatch(submitAnswer())}
      >
        {progress.phase === 'submitting' ? 'Saving…' : tutor ? 'Submit answer' : 'Save answer'}
      </button>
    );
  })();

  return (
    <div className="quiz">
      <title>{`Question ${index + 1} of ${total} — ${session.examTitle} — MedPrep`}</title>
      <header className="quiz-bar">
        <div className="quiz-bar__info">
          <h1 className="quiz-bar__exam">{session.examTitle}</h1>
          <p className="quiz-bar__meta">
            {MODE_LABELS[session.mode]} · {answered} of {total} answered
          </p>
        </div>
        <SessionTimer />
        <div className="quiz-bar__tools">
          <button
            type="button"
            className={flagged ? 'quiz-tool is-on' : 'quiz-tool'}
            aria-pressed={flagged}
            onClick={() => void dispatch(toggleFlag(question.id))}
          >
            <span aria-hidden="true">⚑</span> {flagged ? 'Flagged' : 'Flag'}
          </button>
          <button
            type="button"
            className={sheetsOpen ? 'quiz-tool is-on' : 'quiz-tool'}
            aria-expanded={sheetsOpen}
            aria-controls={sheetsOpen ? sheetsId : undefined}
            onClick={() => setSheetsOpen((open) => !open)}
          >
            <span aria-hidden="true">▤</span> Reference sheets
          </button>
          <button type="button" className="quiz-tool" onClick={() => setReportOpen(true)}>
            <span aria-hidden="true">!</span> Report a problem
          </button>
          <button type="button" className="quiz-tool quiz-tool--end" onClick={() => setEndOpen(true)} disabled={phase !== 'active'}>
            End session
          </button>
        </div>
      </header>

      <div className="quiz-progress" aria-hidden="true">
        <span className="quiz-progress__fill" style={{ width: `${total ? (answered / total) * 100 : 0}%` }} />
      </div>

      {phase === 'ending' && (
        <div className="notice quiz-ending">
          {timeUp ? <p className="quiz-ending__title">Time is up: this session has ended.</p> : null}
          <Spinner label="Preparing your review…" />
        </div>
      )}
      {error && phase === 'active' && (
        <div className="notice notice--error" role="alert">
          <p>{error.message}</p>
          <button type="button" className="btn btn--secondary btn--small" onClick={() => void dispatch(endSession(timeUp ? 'timeUp' : 'user'))}>
            Try again
          </button>
        </div>
      )}

      <div className={sheetsOpen ? 'quiz-body quiz-body--sheets' : 'quiz-body'}>
        <section className="quiz-question" aria-labelledby={headingId}>
          <div className="quiz-question__head">
            <h2 id={headingId} ref={headingRef} tabIndex={-1} className="quiz-question__title">
              Question {index + 1} of {total}
              {flagged && <span className="quiz-question__flag"> · ⚑ flagged</span>}
            </h2>
            <p className="quiz-question__topic">{question.topic}</p>
          </div>
          <div id={stemId} className="quiz-stem">
            {question.stem}
          </div>
          {question.imageUrl && <img className="quiz-image" src={question.imageUrl} alt="Figure for this question" />}

          {feedback ? (
            <OptionOutcomes options={question.options} answer={feedback.correctAnswer} chosen={progress.chosen} optionExplanations={feedback.optionExplanations} />
          ) : (
            <OptionPicker
              questionId={question.id}
              options={question.options}
              labelledBy={stemId}
              selected={progress.selected}
              struck={progress.struck}
              locked={locked}
              onSelect={(letter) => dispatch(optionSelected(letter))}
              onStrike={(letter) => dispatch(optionStruckOut(letter))}
              onRestore={(letter) => dispatch(optionRestored(letter))}
            />
          )}

          {progress.error && (
            <p className="notice notice--error" role="alert">
              {progress.error}
            </p>
          )}
          {tutor && progress.phase === 'answered' && !feedback && (
            <p className="notice quiz-saved">{`You answered ${progress.chosen} earlier. The explanation is in your review at the end of the session.`}</p>
          )}
          {!tutor && <AnswerSaveState progress={progress} />}
          {feedback && <AnswerFeedbackPanel feedback={feedback} chosen={progress.chosen} headingRef={feedbackRef} />}

          <div className="quiz-actions">
            <button type="button" className="btn btn--secondary" onClick={() => dispatch(movedPrevious())} disabled={index === 0}>
              <span aria-hidden="true">←</span> Previous
            </button>
            {primary}
            {progress.phase !== 'answered' && (
              <button type="button" className="btn btn--secondary" onClick={() => dispatch(movedNext())} disabled={index >= total - 1}>
                Skip <span aria-hidden="true">→</span>
              </button>
            )}
            {progress.phase === 'answered' && nextOpen === null && !completed && index < total - 1 && (
              <button type="button" className="btn btn--secondary" onClick={() => dispatch(movedNext())}>
                Next <span aria-hidden="true">→</span>
              </button>
            )}
          </div>
          <NoteEditor questionId={question.id} />
        </section>
        {sheetsOpen && <ReferenceSheetPanel id={sheetsId} onClose={() => setSheetsOpen(false)} />}
      </div>

      <QuestionPalette />
      <KeyboardHints />
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>

      <ReportDialog open={reportOpen} questionId={question.id} questionNumber={index + 1} onClose={() => setReportOpen(false)} />
      <Modal open={endOpen} onClose={() => setEndOpen(false)} title="End this session?" className="quiz-modal">
        <div className="quiz-modal__body">
          <p>
            You have answered {answered} of {total} questions.
            {answered < total ? ' Questions you have not answered count as not answered in your score.' : ''}
          </p>
          <div className="quiz-modal__actions">
            <button type="button" className="btn btn--secondary" onClick={() => setEndOpen(false)}>
              Keep going
            </button>
            <button
              type="button"
              className="btn btn--primary"
              onClick={() => {
                setEndOpen(false);
                void dispatch(endSession('user'));
              }}
            >
              End and see results
            </button>
          </div>
        </div>
      </Modal>
    </div>
  );
}
