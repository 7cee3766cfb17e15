import { expect, test } from '@playwright/test';
import { writeFileSync } from 'node:fs';
test.describe.configure({ timeout: 900_000 });
let n = 0;
for (const [locale, timezoneId] of [['en-US','America/New_York'],['en-GB','Europe/London']] as const) {
  test.describe(`${locale} ${timezoneId}`, () => {
    test.use({ locale, timezoneId });
    test('hydrates', async ({ page }) => {
      for (let i = 0; i < 15; i++) {
        for (const path of ['/exam/mrcp-1', '/', '/exams', '/faqs', '/contact-us']) {
          const errors: string[] = [];
          const onC = (m: any) => { if (m.type() === 'error' && !/Download the React DevTools/.test(m.text())) errors.push(m.text()); };
          page.on('console', onC);
          await page.goto(path);
          await page.waitForLoadState('networkidle');
          page.off('console', onC);
          if (errors.length) {
            n++;
            writeFileSync(`/tmp/mismatch-${n}-errors.txt`, `${locale} ${timezoneId} ${i} ${path}\n` + errors.join('\n'));
          }
        }
      }
      expect(n).toBe(0);
    });
  });
}
