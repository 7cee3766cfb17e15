import type { NamedUser } from './user-name';

/** A password compared without case, spaces or punctuation: 'Probe Tester' and 'probe-tester' read alike. */
export const squeezePassword = (password: string): string => password.toLowerCase().normalize('NFKC').replace(/[^\p{L}\p{N}]+/gu, '');

const pieces = (text: string | null | undefined): string[] =>
  (text ?? '')
    .toLowerCase()
    .normalize('NFKC')
    .split(/[^\p{L}]+/u)
    .filter((piece) => piece.length >= 2);

/**
 * The words anyone who knows the user guesses first: the pieces of their first name, surname and
 * e-mail's local part. Digits and separators are dropped, since a guesser tries every spacing.
 */
export function personalWords(user: NamedUser): string[] {
  const local = user.email?.split('@')[0];
  return [...new Set([...pieces(user.firstName), ...pieces(user.surname), ...pieces(local)])];
}

/**
 * The phrases a guesser tries whole: the names joined in either order, with no separator (the
 * password is compared squeezed), and the e-mail's local part as it is and squeezed.
 */
export function personalPhrases(user: NamedUser): string[] {
  const first = pieces(user.firstName).join('');
  const last = pieces(user.surname).join('');
  const local = user.email?.split('@')[0]?.toLowerCase() ?? '';
  return [...new Set([first + last, last + first, local, squeezePassword(local)].filter((phrase) => phrase.length >= 3))];
}

/**
 * True when the password is nothing but the user's own words (names, e-mail local part) in any
 * case, order, spacing or repetition, digits aside: 'Tester Probe 1' for Probe Tester is.
 */
export function isMadeOfPersonalWords(password: string, user: NamedUser): boolean {
  const letters = squeezePassword(password).replace(/\p{N}+/gu, '');
  const words = personalWords(user);
  if (letters.length === 0 || words.length === 0) return false;
  // reachable[i]: the first i letters split into personal words.
  const reachable = new Array<boolean>(letters.length + 1).fill(false);
  reachable[0] = true;
  for (let i = 0; i < letters.length; i++) {
    if (!reachable[i]) continue;
    for (const word of words) if (letters.startsWith(word, i)) reachable[i + word.length] = true;
  }
  return reachable[letters.length];
}
