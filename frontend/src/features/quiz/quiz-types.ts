import type { RouterInputs, RouterOutputs } from '@medprep/shared/contract';
import type { Jsonified } from '../../app/api/jsonified';

/** A session as the server sends it (REST: dates as ISO strings). */
export type Session = Jsonified<RouterOutputs['sessions']['get']>;
export type SessionMode = Session['mode'];
export type SessionFilter = Session['filter'];
export type SessionQuestion = Session['questions'][number];
export type PlayerItem = SessionQuestion['item'];
export type SessionPaper = NonNullable<Session['papers']>[number];
export type SessionInitInput = RouterInputs['sessions']['start'];

export type AnswerResult = Jsonified<RouterOutputs['sessions']['answer']>;
/** A response in its item type's shape ({ choice }, { marks }, { answers }, { order }, { choices } or { value }). */
export type TypedResponse = AnswerResult['response'];
/** What the player sends: always a typed response (the server also takes a legacy `answer` for a single best answer). */
export type AnswerInput = Omit<RouterInputs['sessions']['answer'], 'response' | 'answer'> & { response: TypedResponse };
export type ClockReading = RouterOutputs['sessions']['syncTime'];

export type Review = Jsonified<RouterOutputs['sessions']['review']>;
export type ReviewQuestion = Review['questions'][number];

export type Availability = RouterOutputs['sessions']['available'];
export type FlagResult = RouterOutputs['questions']['flag'];
export type ReportInput = RouterInputs['questions']['report'];

/** An exam the user can practise, from performance.overview. */
export type PractiseExam = Pick<Jsonified<RouterOutputs['performance']['overview']['exams'][number]>, 'examSlug' | 'examTitle' | 'access'>;

/**
 * What revealing an answer shows (a tutor answer's result, or a resumed tutor session's answer):
 * the whole item, the response, its marks part by part, and the peers' figures for its type.
 */
export interface AnswerFeedback {
  item: NonNullable<AnswerResult['item']>;
  response: AnswerResult['response'];
  mark: NonNullable<AnswerResult['mark']>;
  score: number;
  maxScore: number;
  correct: boolean;
  peer: AnswerResult['peer'];
  /** The version of the item answered (the session's) and when it was clinically reviewed (ISO, or null). */
  version: number;
  reviewedAt: string | null;
}

/** The reference sheets are served by REST only (no procedure in the contract): their shape is declared here. */
export interface SheetSummary {
  id: string;
  title: string;
  description: string;
}

export interface Sheet extends SheetSummary {
  sections: { title: string; rows: { name: string; value: string; unit?: string; note?: string }[] }[];
}

export type NoteResult = Jsonified<RouterOutputs['sessions']['note']>;
export type QuestionNote = NonNullable<NoteResult['note']>;
export type NoteList = Jsonified<RouterOutputs['sessions']['notes']>;
export type NoteListItem = NoteList['notes'][number];
export type NoteInput = RouterInputs['sessions']['saveNote'];
