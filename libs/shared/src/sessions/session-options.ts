// Plain constants, apart from the session schemas (api/sessions.schemas.ts): the dashboard's start
// form needs these, not those, which are costly to build and bring zod with them.

export const SESSION_MODES = ['tutor', 'timed', 'mock'] as const;
export const SESSION_FILTERS = ['all', 'new', 'incorrect', 'flagged', 'review'] as const;
export const MAX_SESSION_QUESTIONS = 100;
