/** User agents that get no error page, only a log: crawlers, Lighthouse, link previews. */
const BOT_USER_AGENT = /bot|chrome-lighthouse|facebookexternalhit|google/i;

export function isBot(userAgent: string | undefined = typeof navigator === 'undefined' ? undefined : navigator.userAgent): boolean {
  return typeof userAgent === 'string' && BOT_USER_AGENT.test(userAgent);
}
