import { expect, test as base } from '@playwright/test';

/** Fails a test when the page throws an uncaught error (a blank screen in production). */
export const test = base.extend<{
  pageErrors: string[];
  dailyPopups: boolean;
  dailyPopupsSeen: undefined;
}>({
  /** Set to true in tests of the once-a-day popups; every other test starts with today's popups already seen. */
  dailyPopups: [false, { option: true }],
  dailyPopupsSeen: [
    async ({ page, dailyPopups }, use) => {
      if (!dailyPopups) {
        // Today's Asia/Shanghai day key under the guest's and the logged-in user's marker (as the popup stores it).
        await page.addInitScript(() => {
          const today = new Date(Date.now() + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);
          // The gateway's `account` cookie is HttpOnly and `login` carries the same user name for page
          // scripts; tests that log in through /v1 set a readable `account` cookie themselves.
          const named = document.cookie
            .split('; ')
            .filter((part) => part.startsWith('login=') || part.startsWith('account='))
            .map((part) => decodeURIComponent(part.slice(part.indexOf('=') + 1)));
          const users = ['guest', ...new Set(named)];
          for (const user of users)
            for (const popup of ['shutdownPopup', 'experiencePopup', 'vipDiscountPopup'])
              window.localStorage.setItem(`${popup}:${user}`, JSON.stringify(today));
          // Many visits a day: the login guide of the fifth visit stays out of the way unless a test sets today's counter.
          const counter = window.localStorage.getItem('loginCounter');
          if (counter === null || !counter.includes(today))
            window.localStorage.setItem('loginCounter', JSON.stringify({ day: today, count: 100 }));
        });
      }
      await use(undefined);
    },
    { auto: true },
  ],
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(String(error)));
      await use(errors);
      expect(errors, 'uncaught page errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
