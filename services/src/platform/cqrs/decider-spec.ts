import type { NewEvent } from '@tradedesk/contracts/platform/events';
import { DomainError } from '../event-store/errors.js';
import { type DecideContext, type Decider, fold } from './decider.js';

export const testContext = (over: Partial<DecideContext> = {}): DecideContext => {
  let n = 0;
  return { now: new Date('2026-01-15T10:00:00.000Z'), userId: 'user-test', newId: () => `id-${++n}`, ...over };
};

/**
 * Given events / when command / then events:
 *
 *   spec(alarmDecider).given([{ type: 'AlarmSet', data }]).when(closeAlarm).then([{ type: 'AlarmClosed', data }])
 *   spec(alarmDecider).given([]).when(closeAlarm).thenFails('alarm_not_found')
 */
export function spec<C, S, E extends NewEvent>(decider: Decider<C, S, E>) {
  return {
    given(events: E[]) {
      return {
        when(command: C, ctx: DecideContext = testContext()) {
          const run = () => decider.decide(command, fold(decider, events), ctx);
          return {
            then(expected: Partial<E>[] | ((events: E[]) => void)) {
              const produced = run();
              if (typeof expected === 'function') return expected(produced);
              expect(produced.map(({ type, data }) => ({ type, data }))).toEqual(expected.map(({ type, data }) => ({ type, data })));
            },
            thenNothing() {
              expect(run()).toEqual([]);
            },
            thenFails(code: string) {
              let err: unknown;
              try {
                run();
              } catch (e) {
                err = e;
              }
              expect(err).toBeInstanceOf(DomainError);
              expect((err as DomainError).code).toBe(code);
            },
          };
        },
      };
    },
  };
}
