/** The parts of a user the name rules read. */
export interface NamedUser {
  firstName?: string | null;
  surname?: string | null;
  email?: string | null;
}

const nameParts = (user: NamedUser | null | undefined): string[] =>
  [user?.firstName, user?.surname].map((part) => part?.trim() ?? '').filter((part) => part.length > 0);

/** First name and surname; else the e-mail; else 'User'. */
export function displayName(user: NamedUser | null | undefined): string {
  const parts = nameParts(user);
  if (parts.length > 0) return parts.join(' ');
  return user?.email?.trim() || 'User';
}

/** First letters of first name and surname; else the e-mail's first letter; else 'U'. */
export function userInitials(user: NamedUser | null | undefined): string {
  const parts = nameParts(user);
  if (parts.length > 0) return parts.map((part) => part[0]).join('').toUpperCase();
  const email = user?.email?.trim();
  return email ? email[0].toUpperCase() : 'U';
}
