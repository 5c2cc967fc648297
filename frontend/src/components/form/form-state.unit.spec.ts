import { changedFields, fieldPaths, placeServerError, relabelErrors, sameValue } from './form-state';

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

describe('form kit: lists and maps in an edit', () => {
  it('a list or a map counts as changed only when its content differs', () => {
    const initial = { name: 'Talla', sizes: ['S', 'M'], pagePrivileges: { SaleNew: 'accessible' } };
    expect(changedFields({ name: 'Talla', sizes: ['S', 'M'], pagePrivileges: { SaleNew: 'accessible' } }, initial)).toEqual({});
    expect(changedFields({ name: 'Talla', sizes: ['M', 'S'], pagePrivileges: { SaleNew: 'accessible', Tag: 'accessible' } }, initial)).toEqual({
      sizes: ['M', 'S'],
      pagePrivileges: { SaleNew: 'accessible', Tag: 'accessible' },
    });
  });

  it('compares values the way a form holds them', () => {
    expect(sameValue(null, null)).toBe(true);
    expect(sameValue(Number.NaN, Number.NaN)).toBe(true);
    expect(sameValue('', null)).toBe(false);
    expect(sameValue([], {})).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameValue([{ qty: '1' }], [{ qty: '1' }])).toBe(true);
  });
});

describe("form kit: the screen's own words for a refusal", () => {
  const errors = { password: { type: 'too_small', message: 'at least 8 characters' }, lines: [{ qty: { type: 'custom', message: 'at most 3 decimals' } }] };

  it('replaces the message of the named fields, nested ones too, and keeps the rest', () => {
    const out = relabelErrors(errors, { password: 'La contraseña necesita 8 caracteres', 'lines.0.qty': 'Cantidad no válida', name: 'Falta el nombre' });
    expect(out).toEqual({
      password: { type: 'too_small', message: 'La contraseña necesita 8 caracteres' },
      lines: [{ qty: { type: 'custom', message: 'Cantidad no válida' } }],
    });
    expect(errors.password.message).toBe('at least 8 characters');
  });

  it('words any refusal from its path and message (a problem code)', () => {
    const codes = { payments: [{ amount: { type: 'custom', message: 'overpaid' } }, { dueDate: { type: 'custom', message: 'dueDate' } }] };
    const out = relabelErrors(codes, (path, code) => (code === 'overpaid' ? `more than is owed (${path})` : undefined));
    expect(out).toEqual({ payments: [{ amount: { type: 'custom', message: 'more than is owed (payments.0.amount)' } }, { dueDate: { type: 'custom', message: 'dueDate' } }] });
  });

  it('moves a refusal of the whole form to the general line', () => {
    expect(relabelErrors({ '': { type: 'custom', message: 'nothing to change' } })).toEqual({ root: { type: 'custom', message: 'nothing to change' } });
  });
});
