import { changedFields, fieldPaths, placeServerError } from './form-state';

describe('form kit: where a refused save shows', () => {
  it('puts a rule about one field under that field and no general line', () => {
    const placed = placeServerError([{ path: 'code', message: 'code W1 exists already' }], ['code', 'name', 'address']);
    expect(placed).toEqual({ fields: { code: 'code W1 exists already' }, general: false });
  });

  it('keeps the first message per field, and nested paths reach nested fields', () => {
    const placed = placeServerError(
      [
        { path: 'lines.0.qty', message: 'at most 3 decimals' },
        { path: 'lines.0.qty', message: 'must be positive' },
        { path: 'name', message: 'enter a name' },
      ],
      fieldPaths({ name: '', lines: [{ qty: '1.0001', productId: 'p' }] }),
    );
    expect(placed).toEqual({ fields: { 'lines.0.qty': 'at most 3 decimals', name: 'enter a name' }, general: false });
  });

  it('shows the general line when a detail names no field of the form', () => {
    expect(placeServerError([{ path: '(body)', message: 'nothing to change' }, { path: 'name', message: 'too long' }], ['name'])).toEqual({
      fields: { name: 'too long' },
      general: true,
    });
  });

  it('shows the general line when the error has no details at all', () => {
    expect(placeServerError(undefined, ['name'])).toEqual({ fields: {}, general: true });
    expect(placeServerError([], ['name'])).toEqual({ fields: {}, general: true });
  });
});

describe('form kit: field paths and changed fields', () => {
  it('names every leaf the way the server names paths', () => {
    expect(fieldPaths({ code: 'A', tags: ['x'], address: { city: 'Quito' } })).toEqual(['code', 'tags', 'tags.0', 'address', 'address.city']);
  });

  it('an edit sends only what the user changed', () => {
    expect(changedFields({ code: 'W1', name: 'Bodega Norte', address: '' }, { code: 'W1', name: 'Bodega', address: '' })).toEqual({ name: 'Bodega Norte' });
    expect(changedFields({ code: 'W1', name: 'Bodega' }, { code: 'W1', name: 'Bodega' })).toEqual({});
  });
});
