import { altaHuella, altaHuellaInput, anulacionHuella, anulacionHuellaInput, chainHuellas } from './huella.js';

// AEAT's worked examples (huella specification v0.1.2, cases 1 and 2: two registros de alta).
const first = {
  idEmisorFactura: '89890001K',
  numSerieFactura: '12345678/G33',
  fechaExpedicionFactura: '01-01-2024',
  tipoFactura: 'F1',
  cuotaTotal: '12.35',
  importeTotal: '123.45',
  fechaHoraHusoGenRegistro: '2024-01-01T19:20:30+01:00',
};
const second = { ...first, numSerieFactura: '12345679/G34', fechaHoraHusoGenRegistro: '2024-01-01T19:20:35+01:00' };
const H1 = '3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60';
const H2 = 'F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97';

describe('VeriFactu huella of a registro de alta', () => {
  it('concatenates the fields in AEAT order, an empty Huella for the first record', () => {
    expect(altaHuellaInput(first, null)).toBe(
      'IDEmisorFactura=89890001K&NumSerieFactura=12345678/G33&FechaExpedicionFactura=01-01-2024&TipoFactura=F1&CuotaTotal=12.35&ImporteTotal=123.45&Huella=&FechaHoraHusoGenRegistro=2024-01-01T19:20:30+01:00',
    );
  });

  it('gives the huella of AEAT example 1 (first record) in uppercase hex', () => {
    expect(altaHuella(first, null)).toBe(H1);
  });

  it('gives the huella of AEAT example 2, chained to example 1', () => {
    expect(altaHuella(second, H1)).toBe(H2);
  });

  it('chains a sequence: each huella feeds the next; a changed figure changes every later huella', () => {
    expect(chainHuellas([first, second])).toEqual([H1, H2]);
    const tampered = chainHuellas([{ ...first, importeTotal: '123.46' }, second]);
    expect(tampered[0]).not.toBe(H1);
    expect(tampered[1]).not.toBe(H2);
  });
});

describe('VeriFactu huella of a registro de anulación', () => {
  // AEAT's case 3: the second invoice of the examples cancelled, chained to example 2's huella.
  const cancel = { idEmisorFacturaAnulada: '89890001K', numSerieFacturaAnulada: '12345679/G34', fechaExpedicionFacturaAnulada: '01-01-2024', fechaHoraHusoGenRegistro: '2024-01-01T19:20:40+01:00' };

  it('concatenates the cancelled invoice, the previous huella and the time in AEAT order', () => {
    expect(anulacionHuellaInput(cancel, H2)).toBe(
      `IDEmisorFacturaAnulada=89890001K&NumSerieFacturaAnulada=12345679/G34&FechaExpedicionFacturaAnulada=01-01-2024&Huella=${H2}&FechaHoraHusoGenRegistro=2024-01-01T19:20:40+01:00`,
    );
  });

  it('gives the huella of AEAT example 3, chained to example 2', () => {
    expect(anulacionHuella(cancel, H2)).toBe('177547C0D57AC74748561D054A9CEC14B4C4EA23D1BEFD6F2E69E3A388F90C68');
    expect(anulacionHuella(cancel, H1)).not.toBe('177547C0D57AC74748561D054A9CEC14B4C4EA23D1BEFD6F2E69E3A388F90C68');
  });
});
