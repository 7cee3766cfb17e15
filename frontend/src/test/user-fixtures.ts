import type { SessionUser } from '../app/session/session-user';

/** A signed-in user as GET /api/auth/me returns it. */
export function aUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'a3a1d1c2-0000-4000-8000-000000000001',
    email: 'amara.okafor@example.ac.uk',
    firstName: 'Amara',
    surname: 'Okafor',
    title: null,
    uniqueID: 'MP-000001',
    instance: 'medprep',
    role: { id: 'role-user', value: 'user', label: 'User' },
    profile: {
      id: 'profile-1',
      address: null,
      avatar: null,
      bio: null,
      city: null,
      country: null,
      cover: null,
      postalCode: null,
      social: { facebook: null, instagram: null, twitter: null },
      website: null,
      levelOfTraining: null,
      credentials: null,
      position: null,
      primaryAffiliation: null,
      medicalSchool: null,
      yearOfGraduation: null,
      yearOfStudy: null,
    },
    settings: { theme: 'light' },
    state: { onboardingModalAddressed: false, currency: 'usd' },
    examDates: [],
    access: { access: 'trial', subscriptions: [], trial: null },
    ...overrides,
  };
}
