import { spec } from '../../../platform/cqrs/decider-spec.js';
import { invoiceKeysDecider } from '../invoice-keys.decider.js';

const settings = { warnAt: 25, resolutionNumber: '80', resolutionDate: '2014-08-22' };
const set = (s: typeof settings) => ({ type: 'CafSettingsSet' as const, data: { setupId: 's1', ...s } });

describe("Chile's CAF settings (low-folio warning, SII's resolution)", () => {
  it('records the warning threshold and the resolution printed under the stamp', () =>
    spec(invoiceKeysDecider).given([]).when({ type: 'SetCafSettings', setupId: 's1', settings }).then([set(settings)]));

  it('the same settings again record nothing; a change records the new ones', () => {
    spec(invoiceKeysDecider).given([set(settings)]).when({ type: 'SetCafSettings', setupId: 's1', settings }).then([]);
    const back = { ...settings, warnAt: null } as unknown as typeof settings;
    spec(invoiceKeysDecider).given([set(settings)]).when({ type: 'SetCafSettings', setupId: 's1', settings: back }).then([set(back)]);
  });
});
