import { spec, testContext } from '../../../platform/cqrs/decider-spec.js';
import { errorLogDecider } from '../error-log.decider.js';
import { REPORTS_PER_MINUTE, ReportThrottle } from './report-throttle.js';

const report = { type: 'ReportError' as const, errorId: 'e1', url: 'http://shop/sale/new', message: 'x is undefined', stack: 'at f (app.js:1:2)', userAgent: 'Mozilla/5.0' };
const reported = {
  type: 'ClientErrorReported' as const,
  data: { errorId: 'e1', userId: 'user-test', url: 'http://shop/sale/new', message: 'x is undefined', stack: 'at f (app.js:1:2)', userAgent: 'Mozilla/5.0', at: '2026-01-15T10:00:00.000Z' },
};

describe('report error', () => {
  it('records the report with its reporter and the current time', () => spec(errorLogDecider).given([]).when(report).then([reported]));

  it('never stores a session token quoted in the address, the message or the stack', () =>
    spec(errorLogDecider)
      .given([])
      .when({ ...report, url: 'http://shop/#/sale?token=abc123&x=1', message: 'GET /be/api/token/abc123 failed', stack: 'at load http://shop/?token=abc123\n' })
      .then((events) => {
        expect(events[0]!.data).toMatchObject({ url: 'http://shop/#/sale?token=***&x=1', message: 'GET /be/api/token/*** failed', stack: 'at load http://shop/?token=***\n' });
        expect(JSON.stringify(events)).not.toContain('abc123');
      }));

  it('a report is recorded once', () => spec(errorLogDecider).given([reported]).when(report).thenFails('error_reported'));

  it('the reporter is the signed-in user of the context', () =>
    spec(errorLogDecider).given([]).when(report, testContext({ userId: 'li' })).then((events) => expect(events[0]!.data.userId).toBe('li')));
});

describe('report throttle', () => {
  it(`admits ${REPORTS_PER_MINUTE} reports a minute per user, then refuses until the minute has passed`, () => {
    const throttle = new ReportThrottle();
    const t0 = Date.parse('2026-01-15T10:00:00.000Z');
    for (let i = 0; i < REPORTS_PER_MINUTE; i++) expect(throttle.admit('li', t0 + i)).toBe(true);
    expect(throttle.admit('li', t0 + 1000)).toBe(false);
    expect(throttle.admit('ana', t0 + 1000)).toBe(true);
    expect(throttle.admit('li', t0 + 60_001)).toBe(true);
  });
});
