import { DomainError } from '../../common/errors/domain-error';
import { PasswordPolicy } from './password-policy';

describe('PasswordPolicy', () => {
  const policy = new PasswordPolicy();

  it.each(['password', 'password123', 'qwertyuiop', '11111111', 'iloveyou1', 'medprep2026'])('should refuse the common password %p', (password) => {
    expect(() => policy.assertStrong(password)).toThrow(DomainError);
  });

  it('should refuse a password built from the user\'s own name and e-mail', () => {
    expect(() => policy.assertStrong('amelia.hart', ['amelia.hart@example.com', 'Amelia', 'Hart'])).toThrow(/too easy to guess/);
  });

  it.each(['correct horse battery staple', 'Tachycardia-Pineapple-42', 'mitral flute orbit'])('should accept %p', (password) => {
    expect(() => policy.assertStrong(password)).not.toThrow();
  });
});
