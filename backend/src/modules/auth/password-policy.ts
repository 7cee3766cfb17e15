import { Injectable } from '@nestjs/common';
import { zxcvbn, zxcvbnOptions } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import { isMadeOfPersonalWords, type NamedUser, personalPhrases, personalWords, squeezePassword } from '@medprep/shared';
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
  });
  configured = true;
}

/**
 * Length limits are checked where input is validated; this refuses common, breached-style and
 * personal passwords, with no composition rules (NIST 800-63B). The user's names and e-mail local
 * part count as guessable in any case, order and spacing: the password is scored as typed and with
 * its spaces and punctuation squeezed out, against those words and phrases, and is refused outright
 * when it is nothing but them.
 */
@Injectable()
export class PasswordPolicy {
  assertStrong(password: string, user: NamedUser = {}): void {
    if (isMadeOfPersonalWords(password, user)) throw AuthErrors.weakPassword(PERSONAL_WARNING);
    const inputs = [...SITE_WORDS, ...personalWords(user), ...personalPhrases(user)].filter((v) => v.length >= 3);
    configure();
    const squeezed = squeezePassword(password);
    const results = [zxcvbn(password, inputs), ...(squeezed.length > 0 && squeezed !== password ? [zxcvbn(squeezed, inputs)] : [])];
    const weakest = results.reduce((a, b) => (b.score < a.score ? b : a));
    if (weakest.score < MINIMUM_SCORE) throw AuthErrors.weakPassword(weakest.feedback.warning ?? '');
  }
}
