import { damageBody, transferBody } from '@tradedesk/contracts/inventory/stock';
import { documentForm } from './use-document-form';

const product = { id: 'p1', packings: { box: { size: '24', enabled: true }, bigBag: null, bag: null } };

describe('a stock document as typed', () => {
  it("becomes the contract's body without its blank lines", () => {
    const r = documentForm(damageBody).safeParse({
      warehouseId: 'w1',
      reason: 'broken',
      note: ' golpe ',
      lines: [
        { key: 'a', product, unit: 'box', quantity: ' 2 ' },
        { key: 'b', product: null, unit: 'unit', quantity: '' },
      ],
    });
    expect(r).toEqual({ success: true, data: { warehouseId: 'w1', reason: 'broken', note: 'golpe', lines: [{ productId: 'p1', unit: 'box', quantity: '2' }] } });
  });

  it("is refused by the contract's rules, named by field and line", () => {
    const noLines = documentForm(transferBody).safeParse({ fromWarehouseId: 'w1', toWarehouseId: '', note: '', lines: [{ key: 'a', product: null, unit: 'unit', quantity: '' }] });
    expect(noLines.error!.issues.map((i) => i.path.join('.')).sort()).toEqual(['lines', 'toWarehouseId']);
    const badQty = documentForm(damageBody).safeParse({ warehouseId: 'w1', reason: 'broken', note: '', lines: [{ key: 'a', product, unit: 'unit', quantity: '0' }] });
    expect(badQty.error!.issues.map((i) => i.path.join('.'))).toEqual(['lines.0.quantity']);
  });
});
