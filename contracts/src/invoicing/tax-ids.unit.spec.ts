import { checkAdoszam, checkCui, checkEcuador, checkIco, checkNif, checkNip, checkRuc, checkRut, taxIdProblem } from './tax-ids.js';

// Check digits worked by hand in the comments.
describe('tax ids per country', () => {
  it('PL NIP: 1234563218 (6+10+21+8+15+24+15+12+7 = 118, mod 11 = 8)', () => {
    expect(checkNip('1234563218')).toBeNull();
    expect(checkNip('1234563217')).toMatch(/check digit/);
    expect(taxIdProblem('PL', 'PL 123-456-32-18'.replace(/-/g, ''))).toBeNull();
  });

  it('CL RUT: 12345678-5 (138 mod 11 = 6, 11 - 6 = 5) and K', () => {
    expect(checkRut('12345678-5')).toBeNull();
    expect(taxIdProblem('CL', '12.345.678-5')).toBeNull();
    expect(checkRut('12345678-4')).toMatch(/check digit/);
    // 10000013 from the right: 3x2 + 1x3 + 0... + 1x3 = 12, mod 11 = 1, 11 - 1 = 10 -> K
    expect(checkRut('10000013-K')).toBeNull();
  });

  it('PE RUC: 20100070970 (89 mod 11 = 1, 11 - 1 = 10 -> 0)', () => {
    expect(checkRuc('20100070970')).toBeNull();
    expect(checkRuc('20100070971')).toMatch(/check digit/);
    expect(checkRuc('30100070970')).toMatch(/starts with/);
  });

  it('EC cédula 1710034065 (sum 25, 10 - 5 = 5) and its RUC 1710034065001', () => {
    expect(checkEcuador('1710034065')).toBeNull();
    expect(checkEcuador('1710034065001')).toBeNull();
    expect(checkEcuador('1710034064')).toMatch(/check digit/);
    expect(checkEcuador('17100340650')).toMatch(/10 digits/);
  });

  it('EC company RUC 1790011674001 (1 7 9 0 0 1 1 6 7 x 4 3 2 7 6 5 4 3 2 = 84, mod 11 = 7, 11 - 7 = 4)', () => {
    expect(checkEcuador('1790011674001')).toBeNull();
    expect(checkEcuador('1790011675001')).toMatch(/check digit/);
  });

  it('ES: DNI 12345678Z (mod 23 = 14 -> Z), NIE X1234567L, CIF B12345674', () => {
    expect(checkNif('12345678Z')).toBeNull();
    expect(checkNif('12345678A')).toMatch(/letter/);
    // X -> 0: 01234567 mod 23 = 19 -> L
    expect(checkNif('X1234567L')).toBeNull();
    // 1234567: odd places doubled 2, 6, 10 -> 1, 14 -> 5 = 14; even places 2 + 4 + 6 = 12; 26 -> control 4
    expect(checkNif('B12345674')).toBeNull();
    expect(checkNif('B12345675')).toMatch(/CIF/);
    // P (a public body) writes the control as a letter: 4 -> D
    expect(checkNif('P1234567D')).toBeNull();
    expect(checkNif('P12345674')).toMatch(/CIF/);
  });

  it('CZ IČO 25596641 (176 mod 11 = 0 -> 1)', () => {
    expect(checkIco('25596641')).toBeNull();
    expect(taxIdProblem('CZ', 'CZ25596641')).toBeNull();
    expect(checkIco('25596642')).toMatch(/check digit/);
  });

  it('HU adószám 10773381-2-44 (9+0+21+7+27+21+24 = 109 -> 1)', () => {
    expect(checkAdoszam('10773381-2-44')).toBeNull();
    expect(checkAdoszam('10773382-2-44')).toMatch(/check digit/);
    expect(checkAdoszam('10773381-7-44')).toMatch(/8-1-2/);
  });

  it('RO CUI 18547290 (111 x 10 mod 11 = 10 -> 0), with or without RO', () => {
    expect(checkCui('18547290')).toBeNull();
    expect(taxIdProblem('RO', 'RO18547290')).toBeNull();
    expect(checkCui('18547291')).toMatch(/check digit/);
  });
});
