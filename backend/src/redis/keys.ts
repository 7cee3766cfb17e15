/**
 * Every Redis key the service uses. Each carries a cluster hash tag ({u:…}, {e:…},
 * {q:…}) so that one user's multi-key work stays in one slot.
 */
export const RedisKeys = {
  examQuestionTotal: (examId: string) => `exam:{e:${examId}}:qtotal`,
  examQuestionSet: (examId: string) => `exam:{e:${examId}}:qset`,
  examPeer: (examId: string) => `exam:{e:${examId}}:peer`,
  questionPerf: (questionId: string) => `question:{q:${questionId}}:perf`,
  userPrefix: (userId: string) => `user:{u:${userId}}:`,
  userAttempted: (userId: string, examId: string) => `user:{u:${userId}}:exam:${examId}:attempted`,
  userExamPerf: (userId: string, examId: string) => `user:{u:${userId}}:exam:${examId}:perf`,
  userQuestionPerf: (userId: string, questionId: string) => `user:{u:${userId}}:question:${questionId}:perf`,
  sessionPerf: (userId: string, sessionId: string) => `user:{u:${userId}}:session:${sessionId}:perf`,
  sessionTerm: (userId: string, sessionId: string, term: string) => `user:{u:${userId}}:session:${sessionId}:term:${term}`,
  userExamTerm: (userId: string, examId: string, term: string) => `user:{u:${userId}}:exam:${examId}:term:${term}`,
  /** Sign-in attempts on one account (hashed e-mail), from any address. */
  loginAttempts: (account: string) => `ratelimit:{login:${account}}`,
  /** Sign-in attempts on one account from one address: the account's hash tag, so both are counted in one script. */
  loginAttemptsFrom: (account: string, address: string) => `ratelimit:{login:${account}}:from:${address}`,
  /** A fixed-window counter of attempts (sign-ups, reset e-mails, contact messages) for one subject. */
  rateLimit: (kind: string, subject: string) => `ratelimit:{${kind}:${subject}}`,
  /** The id of the web app build the instances last started with (live channel's build.new). */
  liveBuild: 'live:{live}:build',
} as const;

/**
 * Pub/sub channels. Unlike keys, channels are shared by every database of a Redis server: the
 * database number is part of the name, so that environments sharing a server stay apart.
 */
export const RedisChannels = {
  live: (db: number) => `live:events:db${db}`,
} as const;

/** A topic as it appears in a key: lower-case words joined by dashes ('Clinical pharmacology' → 'clinical-pharmacology'). */
export function topicKey(topic: string): string {
  return topic.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'general';
}

/**
 * The cluster hash tag of a key ('{u:…}'), or the key itself when it has none (no braces, or '{}'):
 * the part Redis Cluster hashes, so keys sharing it are in one slot.
 */
export function hashTag(key: string): string {
  const tag = /\{[^}]*\}/.exec(key)?.[0];
  return tag && tag.length > 2 ? tag : key;
}
