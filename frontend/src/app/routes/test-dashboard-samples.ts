import type { SessionUser } from '../../features/auth/userSlice';

const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const profile: SessionUser['profile'] = {
  id: 'sample-profile',
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
};

const base: SessionUser = {
  id: 'sample-user',
  email: 'sample.user@example.ac.uk',
  firstName: 'Sam',
  surname: 'Example',
  title: null,
  uniqueID: 'MP-SAMPLE',
  instance: 'medprep',
  role: { id: 'role-user', value: 'user', label: 'User' },
  profile,
  settings: { theme: 'light' },
  state: { onboardingModalAddressed: true, currency: 'gbp' },
  examDates: [],
  access: { access: 'none', subscriptions: [], trial: null },
};

/** Sample users for the dashboard components on /test-dashboard (no request is made). */
export const SAMPLE_USERS: { label: string; user: SessionUser }[] = [
  {
    label: 'Subscriber with two exams',
    user: {
      ...base,
      access: {
        access: 'subscription',
        subscriptions: [
          { id: 'sample-sub-1', exam: 'exam-mrcp-1', examSlug: 'mrcp-1', examTitle: 'MRCP Part 1', startsAt: daysFromNow(-20), endsAt: daysFromNow(70) },
          { id: 'sample-sub-2', exam: 'exam-msra', examSlug: 'msra', examTitle: 'MSRA', startsAt: daysFromNow(-5), endsAt: daysFromNow(25) },
        ],
        trial: null,
      },
    },
  },
  {
    label: 'Free trial in progress',
    user: {
      ...base,
      access: {
        access: 'trial',
        subscriptions: [],
        trial: {
          id: 'sample-trial',
          exam: 'exam-mrcgp-akt',
          examSlug: 'mrcgp-akt',
          examTitle: 'MRCGP AKT',
          sid: null,
          startDate: daysFromNow(-1),
          sessionStarted: false,
          sessionStartDate: null,
          sessionComplete: false,
          sessionCompleteDate: null,
        },
      },
    },
  },
  { label: 'New user, no exams yet', user: base },
];
