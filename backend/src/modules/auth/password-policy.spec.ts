import { DomainError } from '../../common/errors/domain-error';
import { PasswordPolicy } from './password-policy';

describe('PasswordPolicy', () => {
  const policy = new PasswordPolicy();

  it.each(['password', 'password123', 'qwertyuiop', '11111111', 'iloveyou1', 'medprep2026'])('should refuse the common password %p', (password) => {
    expect(() => policy.assertStrong(password)).toThrow(DomainError);
  });

  it('should refuse a password built from the user\'s own name and e-mail', () => {
    expect(() => policy.assertStrong('amelia.hart', { email: 'amelia.hart@example.com', firstName: 'Amelia', surname: 'Hart' })).toThrow(/too easy to guess/);
  });

  describe('the user\'s own names in any case, order and spacing', () => {
    const probe = { email: 'probe.tester@example.test', firstName: 'Probe', surname: 'Tester' };

    it.each(['Probe Tester', 'probe tester', 'TESTER PROBE', 'Tester  Probe', 'probe-tester-2026', 'Tester.Probe!', 'ProbeTesterProbe'])('should refuse %p for Probe Tester', (password) => {
      expect(() => policy.assertStrong(password, probe)).toThrow(/too easy to guess/);
    });

    it('should refuse the e-mail local part, whatever its spacing', () => {
      const user = { email: 'rfranklin1920@example.test', firstName: 'Rosalind', surname: 'Franklin' };
      expect(() => policy.assertStrong('R Franklin 1920', user)).toThrow(/too easy to guess/);
      expect(() => policy.assertStrong('rfranklin1920', user)).toThrow(/too easy to guess/);
    });

    it('should still accept a strong phrase that merely contains a name', () => {
      expect(() => policy.assertStrong('Probe mitral flute orbit', probe)).not.toThrow();
    });
  });

  it.each(['correct horse battery staple', 'Tachycardia-Pineapple-42', 'mitral flute orbit'])('should accept %p', (password) => {
    expect(() => policy.assertStrong(password)).not.toThrow();
  });
});
