/**
 * SRI's clave de acceso (Ficha técnica de comprobantes electrónicos, offline scheme): 48 digits —
 * emission day ddmmaaaa (8), document type (2: 01 factura, 04 nota de crédito), the issuer's RUC
 * (13), environment (1: 1 pruebas, 2 producción), series estab + ptoEmi (6), secuencial (9), a
 * numeric code (8), emission type (1: normal) — and a modulo-11 check digit.
 */

/** Modulo 11 with weights 2..7 from the right: 11 - (sum mod 11); 11 -> 0, 10 -> 1. */
export function modulo11(digits: string): number {
  if (!/^\d+$/.test(digits)) throw new Error(`modulo11: not digits: ${digits}`);
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[digits.length - 1 - i]) * (2 + (i % 6));
  const check = 11 - (sum % 11);
  return check === 11 ? 0 : check === 10 ? 1 : check;
}

export interface AccessKeyParts {
  /** YYYY-MM-DD. */
  issueDate: string;
  documentType: '01' | '04';
  ruc: string;
  environment: '1' | '2';
  establishment: string;
  emissionPoint: string;
  sequence: number;
  /** 8 digits chosen by the issuer. */
  numericCode: string;
  emissionType?: '1';
}

export function accessKey(p: AccessKeyParts): string {
  const [y, m, d] = p.issueDate.split('-');
  const body = `${d}${m}${y}${p.documentType}${p.ruc}${p.environment}${p.establishment}${p.emissionPoint}${String(p.sequence).padStart(9, '0')}${p.numericCode}${p.emissionType ?? '1'}`;
  if (!/^\d{48}$/.test(body)) throw new Error(`access key body must be 48 digits: ${body}`);
  return `${body}${modulo11(body)}`;
}
