import { wallClock } from '@tradedesk/contracts/platform/company-time';
import type { SigningKey } from '../e-documents/signing/xml-signature.js';
import type { EDocument } from '@tradedesk/contracts/invoicing/e-document';
import type { SubmissionMode, SubmissionOffice } from '@tradedesk/contracts/invoicing/submission';
import { envioBoleta, generateBoleta } from '../e-documents/cl/boleta.js';
import { generateCl } from '../e-documents/cl/dte.js';
import { envioDte } from '../e-documents/cl/envio-dte.js';
import { generateEc } from '../e-documents/ec/factura.js';
import { generateVerifactu, type PreviousRecord } from '../e-documents/es/verifactu.js';
import { generateHu } from '../e-documents/hu/nav-invoice-data.js';
import { generatePe } from '../e-documents/pe/ubl-sunat.js';
import { generatePl } from '../e-documents/pl/ksef-fa3.js';
import { generateRo } from '../e-documents/ro/ubl-cius-ro.js';
import { streetLine } from '../e-documents/xml.js';
import type { OfficePayload } from './offices/office.port.js';
import { smartbillInvoice } from './offices/smartbill.js';
import { xmlszamla } from './offices/szamlazz.js';

/** The billing software as VeriFactu's SistemaInformatico names it. */
export const VERIFACTU_SYSTEM = { producerName: 'TradeDesk', producerNif: 'B00000000', name: 'TradeDesk', id: 'TD', version: '1.0', installation: '1' };

/** Europe/Madrid's UTC offset (hours) at an instant. */
export function madridOffset(instant: string): number {
  const label = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Madrid', timeZoneName: 'shortOffset' }).formatToParts(new Date(instant)).find((p) => p.type === 'timeZoneName')?.value ?? '';
  return Number(/GMT([+-]\d+)/.exec(label)?.[1] ?? 1);
}

const SANTIAGO_CLOCK = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
/** Chile's wall clock at an instant (America/Santiago), YYYY-MM-DDTHH:MM:SS: the DTE's stamp and signature time. */
export function santiagoClock(instant: string): string {
  const p = Object.fromEntries(SANTIAGO_CLOCK.formatToParts(new Date(instant)).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`;
}

export interface PayloadFacts {
  /** VeriFactu: the last record sent for this seller (its huella chains this one). */
  previous: PreviousRecord | null;
  /** SUNAT, SRI: the company's uploaded signing certificate and key (docs/invoicing.md); null: none uploaded, the XML goes unsigned. */
  signingKey?: SigningKey | null;
  /** SII: the CAF of the folio (with its key), the certificate, the sender, SII's resolution, Acteco and the stamp time (Chile's clock at the issue instant). */
  sii?: { caf: string; key: SigningKey; senderRut: string; activityCodes: string[]; resolutionDate: string; resolutionNumber: number; stampedAt: string } | null;
}

/**
 * The document as each office takes it, built from the issued document only (so every attempt
 * sends the same bytes): the country generator's XML, or the service's own format (Számlázz.hu
 * xmlszamla, SmartBill JSON), with the key the office knows it by.
 */
export function payloadFor(office: SubmissionOffice, doc: EDocument, mode: Exclude<SubmissionMode, 'off'>, facts: PayloadFacts): OfficePayload {
  switch (office) {
    case 'ksef': {
      const g = generatePl(doc);
      return { content: g.xml, fileName: g.fileName, key: doc.number };
    }
    case 'nav': {
      const g = generateHu(doc);
      return { content: g.xml, fileName: g.fileName, key: doc.number, operation: g.operation };
    }
    case 'verifactu': {
      const g = generateVerifactu(doc, { previous: facts.previous, generatedAt: doc.issuedAt, offsetHours: madridOffset(doc.issuedAt), system: VERIFACTU_SYSTEM, environment: mode === 'production' ? 'production' : 'test' });
      return { content: g.xml, fileName: g.fileName, key: doc.number, fingerprint: g.huella };
    }
    case 'anaf': {
      const g = generateRo(doc);
      return { content: g.xml, fileName: g.fileName, key: doc.number };
    }
    case 'sunat': {
      const g = generatePe(doc, facts.signingKey ? { signing: { key: facts.signingKey } } : {});
      return { content: g.xml, fileName: g.fileName, key: g.fileName.replace(/\.xml$/, '') };
    }
    case 'sri': {
      const a = doc.seller.address;
      // XAdES-BES signed at the issue instant (Ecuador's clock, UTC-5), so every attempt sends the same bytes.
      const signing = facts.signingKey ? { key: facts.signingKey, signingTime: `${wallClock(doc.issuedAt, -5).toISOString().slice(0, 19)}-05:00` } : undefined;
      const g = generateEc(doc, { environment: mode === 'production' ? '2' : '1', headOfficeAddress: [streetLine(a.street, a.buildingNumber), a.city].filter(Boolean).join(', '), accountingRequired: false, signing });
      return { content: g.xml, fileName: g.fileName, key: g.fileName.replace(/\.xml$/, '') };
    }
    case 'sii': {
      const s = facts.sii;
      if (!s) throw new Error('SII needs the folio\'s CAF, the company\'s certificate and SII\'s resolution (invoice setup)');
      // Stamped and signed at the issue instant, so every attempt sends the same bytes.
      if (doc.boleta) {
        // A boleta (39, 41) in its own EnvioBOLETA, for SII's boleta service (offices/sii-boleta.ts).
        const b = generateBoleta(doc, { caf: s.caf, stampedAt: s.stampedAt, key: s.key });
        const env = envioBoleta([b], { issuerRut: doc.seller.taxId, senderRut: s.senderRut, resolutionDate: s.resolutionDate, resolutionNumber: s.resolutionNumber, signedAt: s.stampedAt, key: s.key });
        return { content: env.xml, fileName: env.fileName, key: `${b.type}-${b.folio}` };
      }
      const dte = generateCl(doc, { caf: s.caf, activityCodes: s.activityCodes, stampedAt: s.stampedAt, signing: { key: s.key } });
      const env = envioDte([dte], { issuerRut: doc.seller.taxId, senderRut: s.senderRut, resolutionDate: s.resolutionDate, resolutionNumber: s.resolutionNumber, signedAt: s.stampedAt, key: s.key });
      return { content: env.xml, fileName: env.fileName, key: `${dte.documentType}-${dte.folio}` };
    }
    case 'szamlazz':
      return { content: xmlszamla(doc), fileName: `${doc.number.replace(/[^\w.-]+/g, '_')}.xml`, key: doc.number };
    case 'smartbill':
      return { content: smartbillInvoice(doc), fileName: `${doc.number}.json`, key: doc.number };
  }
}
