import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { SESSION_MODE_LABELS } from '@medprep/shared';
import { useAppDispatch, useAppSelector, useAppStore } from '../../../app/hooks';
import { Modal } from '../../../components/ui/Modal';
import { Spinner } from '../../../components/ui/Spinner';
import { endKey, useEndSessionMutation, useSessionQuery } from '../api';
import { useOutboxRetry } from '../hooks/useOutboxRetry';
import { useQuizKeyboard } from '../hooks/useQuizKeyboard';
import { endSession, submitAnswer, toggleFlag } from '../quiz-flow';
import { selectAnsweredIds, selectCurrentFeedback, selectCurrentQuestion, selectQuizSession } from '../quiz-selectors';
import { usePaperBreak } from '../hooks/usePaperBreak';
import type { PlayerItem } from '../quiz-types';
import {
  guessToggled,
  hasUnsavedResponse,
  isEditable,
  movedNext,
  movedPrevious,
  movedTo,
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
import { ItemInput } from './items/ItemInput';
import { ItemPrompt } from './items/ItemPrompt';
import { NoteEditor } from './NoteEditor';
import { PaperBreak } from './PaperBreak';
import { QuestionPalette } from './QuestionPalette';
import { ReferenceSheetPanel } from './ReferenceSheetPanel';
import { SessionTimer } from './SessionTimer';
import { Calculator } from '../calculator/Calculator';
import { HighlightedText } from '../highlights/HighlightedText';
import { useHighlights } from '../highlights/useHighlights';
import { useHighlightShortcut } from '../highlights/useHighlightShortcut';
import { useMediaQuery, WIDE_PLAYER } from '../hooks/useMediaQuery';
import { useIdle } from '../../../lib/use-idle';
import { CalculatorIcon, EndIcon, FlagIcon, GridIcon, HighlighterIcon, MoreIcon, ReportIcon, SheetIcon } from './icons';
import { describeResponse, responseOf } from '../response-draft';
import '../quiz.css';
import './items/items.css';

// The report form and its schema (zod) load once the player is idle (or a key or pointer is pressed), not with its first paint.
const ReportDialog = lazy(() => import('./ReportDialog').then((module) => ({ default: module.ReportDialog })));

const unitOf = (item: PlayerItem) => (item.type === 'numeric' ? item.unit : '');

/**
 * The question player, laid out as an exam room: a one-row toolbar with the clock that stays in
 * view, one question at a time with its options (feedback in tutor mode), and the palette beside
 * it on a wide screen (a drawer on a narrow one). Tools: flag, strike-out, highlighter, calculator,
 * reference sheets, problem reports.
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
  const [calculatorOpen, setCalculatorOpen] = useState(false);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [moreOpen, setMoreOpen] = useState(false);
  const wide = useMediaQuery(WIDE_PLAYER, true);
  const [reportOpen, setReportOpen] = useState(false);
  const idle = useIdle();
  const [endOpen, setEndOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const feedbackRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const stemId = useId();
  const sheetsId = useId();
  const paletteId = useId();
  const moreId = useId();
  const calculatorId = useId();
  const questionRef = useRef<HTMLElement>(null);
  const paletteToggleRef = useRef<HTMLButtonElement>(null);
  const highlights = useHighlights(sessionId ?? '', question?.id ?? '', questionRef);
  const { highlightSelection } = highlights;

  const highlight = useCallback(() => {
    setAnnouncement(highlightSelection() ? 'Highlighted.' : 'Select words in the question or its options first, then choose Highlight.');
  }, [highlightSelection]);
  useHighlightShortcut(highlight);

  // Escape, or a tap elsewhere, closes the palette drawer and the More menu (they are not dialogs,
  // so nothing else does).
  useEffect(() => {
    if (!paletteOpen && !moreOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (paletteOpen) paletteToggleRef.current?.focus();
      setPaletteOpen(false);
      setMoreOpen(false);
    };
    const within = (target: Node, ...ids: string[]) => ids.some((id) => document.getElementById(id)?.contains(target));
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node)) return;
      if (paletteOpen && !within(event.target, paletteId) && !paletteToggleRef.current?.contains(event.target)) setPaletteOpen(false);
      if (moreOpen && !within(event.target, moreId, `${moreId}-toggle`)) setMoreOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [paletteOpen, moreOpen, paletteId, moreId]);

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

  // A mock's later paper waits behind its break screen until the candidate starts it.
  const questionId = question?.id;
  const answeredIds = useAppSelector(selectAnsweredIds);
  const paperBreak = usePaperBreak(session?.papers ?? null, questionId ?? null, answeredIds);
  const onBreak = paperBreak.info !== null;

  useQuizKeyboard({ onAdvance: advance, enabled: !onBreak });
  useOutboxRetry(sessionId);

  // A new question (or the question after a paper's break) takes the focus to its heading, and new
  // feedback to its verdict, so that each is read out and Enter acts on it.
  const focused = useRef<{ questionId?: string; hadFeedback: boolean; onBreak: boolean }>({ hadFeedback: false, onBreak: false });
  useEffect(() => {
    const before = focused.current;
    if (questionId && (questionId !== before.questionId || (before.onBreak && !onBreak))) headingRef.current?.focus();
    else if (feedback && !before.hadFeedback) feedbackRef.current?.focus();
    focused.current = { questionId, hadFeedback: Boolean(feedback), onBreak };
  }, [questionId, feedback, onBreak]);

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
    if (progress.phase === 'answered' && hasUnsavedResponse(progress, session.mode)) {
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
        disabled={!responseOf(progress.draft) || progress.phase === 'submitting' || phase !== 'active'}
        onClick={() => void dispatch(submitAnswer())}
      >
        {progress.phase === 'submitting' ? (
          'Saving…'
        ) : (
          <>
            {/* 'answer' is hidden on a small phone, where 'I guessed' shares the row (the name stays whole). */}
            {tutor ? 'Submit' : 'Save'} <span className="quiz-actions__word">answer</span>
          </>
        )}
      </button>
    );
  })();

  return (
    <div className="quiz quiz-player">
      <title>{`Question ${index + 1} of ${total} — ${session.examTitle} — MedPrep`}</title>
      <header className="quiz-bar">
        <div className="quiz-bar__info">
          <h1 className="quiz-bar__exam">{session.examTitle}</h1>
          <p className="quiz-bar__meta">
            {SESSION_MODE_LABELS[session.mode]} · {answered} of {total} answered
          </p>
        </div>
        <SessionTimer />
        <div className="quiz-bar__tools" role="group" aria-label="Tools">
          <button
            type="button"
            className="quiz-tool"
            aria-keyshortcuts="H"
            title="Highlight the selected words (H)"
            // Keeps the text selection: a click would otherwise clear it before the button acts.
            onMouseDown={(event) => event.preventDefault()}
            onClick={highlight}
          >
            <HighlighterIcon /> <span className="quiz-tool__label">Highlight</span>
          </button>
          <button
            type="button"
            className={calculatorOpen ? 'quiz-tool is-on' : 'quiz-tool'}
            aria-expanded={calculatorOpen}
            aria-controls={calculatorOpen ? calculatorId : undefined}
            title="Calculator"
            onClick={() => setCalculatorOpen((open) => !open)}
          >
            <CalculatorIcon /> <span className="quiz-tool__label">Calculator</span>
          </button>
          <button
            type="button"
            className={sheetsOpen ? 'quiz-tool is-on' : 'quiz-tool'}
            aria-expanded={sheetsOpen}
            aria-controls={sheetsOpen ? sheetsId : undefined}
            title="Reference sheets"
            onClick={() => setSheetsOpen((open) => !open)}
          >
            <SheetIcon /> <span className="quiz-tool__label">Reference sheets</span>
          </button>
          <button
            id={`${moreId}-toggle`}
            type="button"
            className={moreOpen ? 'quiz-tool quiz-tool--more is-on' : 'quiz-tool quiz-tool--more'}
            aria-expanded={moreOpen}
            aria-controls={moreId}
            title="More"
            onClick={() => setMoreOpen((open) => !open)}
          >
            <MoreIcon /> <span className="quiz-tool__label">More</span>
          </button>
          {/* Inline on a wide screen; the More menu on a narrow one. */}
          <div id={moreId} className={moreOpen ? 'quiz-bar__more is-open' : 'quiz-bar__more'}>
            {highlights.any && (
              <button
                type="button"
                className="quiz-tool"
                onClick={() => {
                  highlights.clear();
                  setMoreOpen(false);
                  setAnnouncement('Highlights cleared.');
                }}
              >
                <HighlighterIcon /> Clear highlights
              </button>
            )}
            <button
              type="button"
              className="quiz-tool quiz-tool--end"
              onClick={() => {
                setMoreOpen(false);
                setEndOpen(true);
              }}
              disabled={phase !== 'active'}
            >
              <EndIcon /> End session
            </button>
          </div>
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

      <div className={sheetsOpen && wide ? 'quiz-layout quiz-layout--sheets' : 'quiz-layout'}>
        {paperBreak.info ? (
          <PaperBreak info={paperBreak.info} onStart={paperBreak.start} />
        ) : (
          <section ref={questionRef} className="quiz-question" aria-labelledby={headingId}>
            <div className="quiz-question__head">
              <h2 id={headingId} ref={headingRef} tabIndex={-1} className="quiz-question__title">
                Question {index + 1} of {total}
                {flagged && <span className="visually-hidden">, flagged</span>}
              </h2>
              <p className="quiz-question__topic">{question.topic}</p>
              <div className="quiz-question__tools">
                <button
                  type="button"
                  className={flagged ? 'quiz-tool is-on' : 'quiz-tool'}
                  aria-pressed={flagged}
                  aria-keyshortcuts="F"
                  title="Flag this question to come back to it (F)"
                  onClick={() => void dispatch(toggleFlag(question.id))}
                >
                  <FlagIcon /> <span className="quiz-tool__label">{flagged ? 'Flagged' : 'Flag'}</span>
                </button>
                <button
                  ref={paletteToggleRef}
                  type="button"
                  className={paletteOpen ? 'quiz-tool quiz-tool--palette is-on' : 'quiz-tool quiz-tool--palette'}
                  aria-expanded={paletteOpen}
                  aria-controls={paletteId}
                  onClick={() => setPaletteOpen((open) => !open)}
                >
                  <GridIcon /> <span className="quiz-tool__label">All questions</span>
                </button>
                <button type="button" className="quiz-tool" title="Report a problem with this question" onClick={() => setReportOpen(true)}>
                  <ReportIcon /> <span className="quiz-tool__label">Report a problem</span>
                </button>
              </div>
            </div>
            <ItemPrompt
              item={question.item}
              stemId={stemId}
              renderStem={(text) => <HighlightedText field="stem" text={text} spans={highlights.current.stem} onRemove={highlights.remove} />}
            />

            {/* Once revealed, the feedback shows every part with its marks in place of the input. */}
            {!feedback && (
              <ItemInput
                questionId={question.id}
                item={question.item}
                progress={progress}
                locked={locked}
                labelledBy={stemId}
                renderOptionText={(key, text) => <HighlightedText field={key} text={text} spans={highlights.current[key]} onRemove={highlights.remove} />}
              />
            )}

            {progress.error && (
              <p className="notice notice--error" role="alert">
                {progress.error}
              </p>
            )}
            {tutor && progress.phase === 'answered' && !feedback && progress.saved && (
              <p className="notice quiz-saved">{`You answered ${describeResponse(progress.saved, unitOf(question.item))} earlier. The explanation is in your review at the end of the session.`}</p>
            )}
            {!tutor && <AnswerSaveState progress={progress} unit={unitOf(question.item)} />}
            {feedback && <AnswerFeedbackPanel feedback={feedback} headingRef={feedbackRef} />}

            <div className="quiz-actions">
              <button type="button" className="btn btn--secondary" onClick={() => dispatch(movedPrevious())} disabled={index === 0}>
                <span aria-hidden="true">←</span> <span className="quiz-actions__word">Previous</span>
              </button>
              {!locked && (
                <label className="quiz-guess">
                  <input type="checkbox" checked={progress.guessed} onChange={() => dispatch(guessToggled())} />
                  I guessed
                </label>
              )}
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
        )}
        <div className="quiz-side">
          {sheetsOpen && <ReferenceSheetPanel id={sheetsId} asDialog={!wide} onClose={() => setSheetsOpen(false)} />}
          <QuestionPalette id={paletteId} open={paletteOpen} onChosen={() => setPaletteOpen(false)} />
          <KeyboardHints />
        </div>
      </div>

      {calculatorOpen && (
        <div id={calculatorId}>
          <Calculator onClose={() => setCalculatorOpen(false)} />
        </div>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>

      {(idle || reportOpen) && (
        <Suspense fallback={null}>
          <ReportDialog open={reportOpen} questionId={question.id} questionNumber={index + 1} onClose={() => setReportOpen(false)} />
        </Suspense>
      )}
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
