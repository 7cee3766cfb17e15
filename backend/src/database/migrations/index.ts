import { Catalogue1763700000000 } from './1763700000000-catalogue';
import { Accounts1763700100000 } from './1763700100000-accounts';
import { Commerce1763700200000 } from './1763700200000-commerce';
import { Questions1763700300000 } from './1763700300000-questions';
import { Content1763700400000 } from './1763700400000-content';
import { AccountChangeFeed1763700500000 } from './1763700500000-account-change-feed';
import { CatalogueChangeFeed1763700600000 } from './1763700600000-catalogue-change-feed';
import { SessionAnswerCount1763700700000 } from './1763700700000-session-answer-count';
import { ReviewDueIndex1763700800000 } from './1763700800000-review-due-index';
import { OrderExpiry1763700900000 } from './1763700900000-order-expiry';
import { OneReportPerUserQuestion1763700910000 } from './1763700910000-one-report-per-user-question';
import { EndStrayTrialSessions1763700920000 } from './1763700920000-end-stray-trial-sessions';
import { AnswerChangesAndNotes1764000000020 } from './1764000000020-answer-changes-and-notes';
import { TypedItems1764000000030 } from './1764000000030-typed-items';
import { ContentVersions1764000000040 } from './1764000000040-content-versions';
import { FsrsCards1764000000050 } from './1764000000050-fsrs-cards';
import { ItemDifficulties1764000000060 } from './1764000000060-item-difficulties';
import { SearchIndexes1764000000070 } from './1764000000070-search-indexes';
import { LatestMarks1764000000080 } from './1764000000080-latest-marks';
import { RunningPapersIndex1764000000090 } from './1764000000090-running-papers-index';
import { DropRedundantAttemptsIndex1764000000100 } from './1764000000100-drop-redundant-attempts-index';

/** Migrations in the order they run. */
export const MIGRATIONS = [Catalogue1763700000000, Accounts1763700100000, Commerce1763700200000, Questions1763700300000, Content1763700400000, AccountChangeFeed1763700500000, CatalogueChangeFeed1763700600000, SessionAnswerCount1763700700000, ReviewDueIndex1763700800000, OrderExpiry1763700900000, OneReportPerUserQuestion1763700910000, EndStrayTrialSessions1763700920000, AnswerChangesAndNotes1764000000020, TypedItems1764000000030, ContentVersions1764000000040, FsrsCards1764000000050, ItemDifficulties1764000000060, SearchIndexes1764000000070, LatestMarks1764000000080, RunningPapersIndex1764000000090, DropRedundantAttemptsIndex1764000000100];
