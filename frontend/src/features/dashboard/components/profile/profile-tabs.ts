export const PROFILE_TABS = [
  { id: 'profile', label: 'Profile', path: '/dashboard/profile' },
  { id: 'account', label: 'Account', path: '/dashboard/profile/account' },
  { id: 'settings', label: 'Settings', path: '/dashboard/profile/settings' },
  { id: 'subscriptions', label: 'Subscriptions', path: '/dashboard/profile/subscriptions' },
  { id: 'exam-dates', label: 'Exam dates', path: '/dashboard/profile/exam-dates' },
] as const;

export type ProfileTabId = (typeof PROFILE_TABS)[number]['id'];

/** The tab a `/dashboard/profile/:tab?` segment names; no segment is the default tab, 'profile'. */
export function profileTabFrom(segment: string | undefined): ProfileTabId | null {
  if (segment === undefined || segment === '') return 'profile';
  const tab = PROFILE_TABS.find((t) => t.id === segment && t.id !== 'profile');
  return tab ? tab.id : null;
}
