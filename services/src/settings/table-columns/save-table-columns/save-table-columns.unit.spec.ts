import { spec } from '../../../platform/cqrs/decider-spec.js';
import { tableColumnsDecider } from '../table-columns.decider.js';

describe('save table columns', () => {
  it('saves a layout, and the same layout again records nothing', () => {
    const saved = { type: 'TableColumnsSaved' as const, data: { userId: 'u1', table: 'voiceSetting', columns: ['voiceClose'] } };
    spec(tableColumnsDecider).given([]).when({ type: 'SaveTableColumns', userId: 'u1', table: 'voiceSetting', columns: ['voiceClose'] }).then([saved]);
    spec(tableColumnsDecider).given([saved]).when({ type: 'SaveTableColumns', userId: 'u1', table: 'voiceSetting', columns: ['voiceClose'] }).thenNothing();
    spec(tableColumnsDecider).given([saved]).when({ type: 'SaveTableColumns', userId: 'u1', table: 'voiceSetting', columns: [] }).then([{ ...saved, data: { ...saved.data, columns: [] } }]);
  });

  it('each table keeps its own layout; the same columns in another order are a change', () => {
    const saved = { type: 'TableColumnsSaved' as const, data: { userId: 'u1', table: 'saleList', columns: ['number', 'customer'] } };
    spec(tableColumnsDecider)
      .given([saved])
      .when({ type: 'SaveTableColumns', userId: 'u1', table: 'productList', columns: ['number', 'customer'] })
      .then([{ type: 'TableColumnsSaved', data: { userId: 'u1', table: 'productList', columns: ['number', 'customer'] } }]);
    spec(tableColumnsDecider)
      .given([saved])
      .when({ type: 'SaveTableColumns', userId: 'u1', table: 'saleList', columns: ['customer', 'number'] })
      .then([{ type: 'TableColumnsSaved', data: { userId: 'u1', table: 'saleList', columns: ['customer', 'number'] } }]);
  });
});
