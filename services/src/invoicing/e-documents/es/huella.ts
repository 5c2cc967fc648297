import { createHash } from 'node:crypto';

/**
 * VeriFactu's "huella" of a registro de alta (AEAT, "Detalle de las especificaciones técnicas para
 * generación de la huella o hash de los registros de facturación"): SHA-256 of
 *
 *   IDEmisorFactura=…&NumSerieFactura=…&FechaExpedicionFactura=…&TipoFactura=…&CuotaTotal=…
 *   &ImporteTotal=…&Huella=<previous record's huella, empty for the first>&FechaHoraHusoGenRegistro=…
 *
 * in UTF-8, each value exactly as the XML carries it (trimmed), written as 64 uppercase hex digits.
 */
export interface AltaHuellaFields {
  idEmisorFactura: string;
  numSerieFactura: string;
  /** dd-mm-yyyy. */
  fechaExpedicionFactura: string;
  tipoFactura: string;
  cuotaTotal: string;
  importeTotal: string;
  /** yyyy-mm-ddThh:mm:ss+hh:mm. */
  fechaHoraHusoGenRegistro: string;
}

export function altaHuellaInput(f: AltaHuellaFields, previousHuella: string | null): string {
  const pairs: [string, string][] = [
    ['IDEmisorFactura', f.idEmisorFactura],
    ['NumSerieFactura', f.numSerieFactura],
    ['FechaExpedicionFactura', f.fechaExpedicionFactura],
    ['TipoFactura', f.tipoFactura],
    ['CuotaTotal', f.cuotaTotal],
    ['ImporteTotal', f.importeTotal],
    ['Huella', previousHuella ?? ''],
    ['FechaHoraHusoGenRegistro', f.fechaHoraHusoGenRegistro],
  ];
  return joinPairs(pairs);
}

/** name=value pairs, values trimmed, joined by '&'. */
const joinPairs = (pairs: readonly [string, string][]) => pairs.map(([k, v]) => `${k}=${v.trim()}`).join('&');
/** SHA-256 of the UTF-8 text, 64 uppercase hex digits. */
const sha256Upper = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex').toUpperCase();

export function altaHuella(f: AltaHuellaFields, previousHuella: string | null): string {
  return sha256Upper(altaHuellaInput(f, previousHuella));
}

/**
 * The chain: each record's huella feeds the next one's; the first record of the system has none
 * (its XML says PrimerRegistro S). Answers the huellas in order.
 */
export function chainHuellas(records: readonly AltaHuellaFields[], previousHuella: string | null = null): string[] {
  const out: string[] = [];
  let prev = previousHuella;
  for (const r of records) {
    prev = altaHuella(r, prev);
    out.push(prev);
  }
  return out;
}

/**
 * The huella of a registro de anulación (same specification): SHA-256 of
 *
 *   IDEmisorFacturaAnulada=…&NumSerieFacturaAnulada=…&FechaExpedicionFacturaAnulada=…
 *   &Huella=<previous record's huella>&FechaHoraHusoGenRegistro=…
 *
 * An anulación is a link of the same chain as the altas: the next record chains to it.
 */
export interface AnulacionHuellaFields {
  idEmisorFacturaAnulada: string;
  numSerieFacturaAnulada: string;
  /** dd-mm-yyyy. */
  fechaExpedicionFacturaAnulada: string;
  fechaHoraHusoGenRegistro: string;
}

export function anulacionHuellaInput(f: AnulacionHuellaFields, previousHuella: string | null): string {
  const pairs: [string, string][] = [
    ['IDEmisorFacturaAnulada', f.idEmisorFacturaAnulada],
    ['NumSerieFacturaAnulada', f.numSerieFacturaAnulada],
    ['FechaExpedicionFacturaAnulada', f.fechaExpedicionFacturaAnulada],
    ['Huella', previousHuella ?? ''],
    ['FechaHoraHusoGenRegistro', f.fechaHoraHusoGenRegistro],
  ];
  return joinPairs(pairs);
}

export function anulacionHuella(f: AnulacionHuellaFields, previousHuella: string | null): string {
  return sha256Upper(anulacionHuellaInput(f, previousHuella));
}
