/** The HTTP messages of the error catalogue (part of `Messages`, apart so that the first page load carries only these). */
export const HttpMessages = {
  notFound: 'Not found',
  internal: 'Something went wrong on our side. Please try again.',
  authenticationFailed: 'Authentication failed - redirecting to login',
  tokenExpired: 'Token expired - redirecting to login',
  status: (code: number): string => `HTTP error! status: ${code}`,
  authenticationRequired: 'Please log in to continue.',
  forbidden: 'You do not have permission to do that.',
  crossSite: 'Cross-site requests are not allowed.',
  formContentType: 'Send requests to the API as JSON.',
  /** After the field's name: half of a UTF-16 surrogate pair, which no text can store. */
  illFormedText: 'contains an unpaired surrogate (half of an emoji or other character), which is not valid Unicode text',
  urlTooLong: (max: number): string => `The request URL is too long (at most ${max} characters).`,
} as const;
