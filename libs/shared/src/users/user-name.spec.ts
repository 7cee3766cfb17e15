import { describe, expect, it } from 'vitest';
import { displayName, userInitials } from './user-name';

describe('displayName', () => {
  it('joins first name and surname', () => {
    expect(displayName({ firstName: 'Amara', surname: 'Okafor', email: 'a@x.uk' })).toBe('Amara Okafor');
  });

  it('uses whichever of the two names is present', () => {
    expect(displayName({ firstName: 'Amara', surname: '' })).toBe('Amara');
  });

  it('falls back to the e-mail, then to "User"', () => {
    expect(displayName({ firstName: ' ', surname: null, email: 'amara@example.ac.uk' })).toBe('amara@example.ac.uk');
    expect(displayName({})).toBe('User');
    expect(displayName(null)).toBe('User');
  });
});

describe('userInitials', () => {
  it('takes the first letters of first name and surname, upper-cased', () => {
    expect(userInitials({ firstName: 'amara', surname: 'okafor' })).toBe('AO');
  });

  it("falls back to the e-mail's first letter, then to 'U'", () => {
    expect(userInitials({ email: 'zoe@example.com' })).toBe('Z');
    expect(userInitials({ email: '' })).toBe('U');
    expect(userInitials(undefined)).toBe('U');
  });
});
