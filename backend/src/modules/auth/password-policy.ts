import { Injectable } from '@nestjs/common';
import { zxcvbn, zxcvbnOptions } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import { isMadeOfPersonalWords, type NamedUser, personalPhrases, personalWords } from '@medprep/shared';
import { AuthErrors } from './auth.errors';

/** zxcvbn's 0–4 scale; 3 resists an offline attack on a slow hash, 2 and below fall to common guesses. */
const MINIMUM_SCORE = 3;

/** Words a guesser tries first against this site, alongside the user's own name and e-mail. */
const SITE_WORDS = ['medprep', 'medprep.com', 'question bank', 'questionbank'];

const PERSONAL_WARNING = 'It is made of your own name or e-mail address.';

// Ranking the dictionaries takes a noticeable part of a second: done on first use, not at start.
let configured = false;
function configure() {
  if (configured) return;
  zxcvbnOptions.setOptions({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
    // The l33t matcher's work grows with every substitutable character: at its default (100) a
    // 32-character 'Aa1!Aa1!…' cost about a second of CPU, a cheap way to stall sign-ups. Beyond 16
    // substitutions a password is long and varied enough for the other matchers to judge.
    l33tMaxSubstitutions: 16,
  });
  configured = true;
}

/**
 * Length limits are checked where input is validated; this refuses common, breached-style and
 * personal passwords, with no composition rules (NIST 800-63B). The user's names and e-mail local
 * part count as guessable in any case, order and spacing: a password that is nothing but them is
 * refused outright, and zxcvbn scores the rest knowing those words and the names joined both ways.
 */
@Injectable()
export class PasswordPolicy {
  assertStrong(password: string, user: NamedUser = {}): void {
    if (isMadeOfPersonalWords(password, user)) throw AuthErrors.weakPassword(PERSONAL_WARNING);
    const inputs = [...SITE_WORDS, ...personalWords(user), ...personalPhrases(user)].filter((v) => v.length >= 3);
    configure();
    const result = zxcvbn(password, inputs);
    if (result.score < MINIMUM_SCORE) throw AuthErrors.weakPassword(result.feedback.warning ?? '');
  }
}
