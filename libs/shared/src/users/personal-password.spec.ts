import { describe, expect, it } from 'vitest';
import { isMadeOfPersonalWords, personalPhrases, personalWords, squeezePassword } from './personal-password';

const probe = { firstName: 'Probe', surname: 'Tester', email: 'p.tester@example.test' };

describe('isMadeOfPersonalWords', () => {
  it.each(['Probe Tester', 'probetester', 'TESTER probe', 'Tester-Probe-1990', 'probe_tester!', ' tester  probe ', 'TesterTesterProbe'])(
    'treats %p as the user\'s own name',
    (password) => expect(isMadeOfPersonalWords(password, probe)).toBe(true),
  );

  it.each(['Probe Tester Lantern', 'Tachycardia-Pineapple-42', '12345678', 'protest'])('does not treat %p as the user\'s own name', (password) =>
    expect(isMadeOfPersonalWords(password, probe)).toBe(false),
  );

  it('reads names of several words and accented letters', () => {
    const user = { firstName: 'Anne-Marie', surname: 'de la Cruz', email: 'amc@example.test' };
    expect(isMadeOfPersonalWords('Cruz Anne Marie', user)).toBe(true);
    expect(isMadeOfPersonalWords('Zoë Ådahl', { firstName: 'Zoë', surname: 'Ådahl' })).toBe(true);
  });
});

describe('personalWords and personalPhrases', () => {
  it('lists the pieces of the names and the e-mail local part, and the names joined both ways', () => {
    expect(personalWords(probe)).toEqual(['probe', 'tester']);
    expect(personalPhrases(probe)).toEqual(['probetester', 'testerprobe', 'p.tester', 'ptester']);
  });

  it('squeezes case, spaces and punctuation out of a password', () => {
    expect(squeezePassword(' Probe-Tester 1! ')).toBe('probetester1');
  });
});
