import { promiseTexts } from './promise-texts.js';

describe("the company's summary of applications waiting for an answer", () => {
  it('says "since today" rather than "for 0 days", and "the oldest" only of several', () => {
    expect(promiseTexts.waitingSummary(2, 0)).toMatch(
      /^2 applications are waiting for your answer, the oldest since today\. /,
    );
    expect(promiseTexts.waitingSummary(1, 0)).toMatch(/^1 application is waiting for your answer, since today\. /);
    expect(promiseTexts.waitingSummary(1, 1)).toMatch(/^1 application is waiting for your answer, for 1 day\. /);
    expect(promiseTexts.waitingSummary(3, 9)).toMatch(
      /^3 applications are waiting for your answer, the oldest for 9 days\. /,
    );
  });
});
