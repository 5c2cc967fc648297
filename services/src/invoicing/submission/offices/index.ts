import type { SubmissionOffice } from '@tradedesk/contracts/invoicing/submission';
import { anafAdapter } from './anaf.js';
import { ksefAdapter } from './ksef.js';
import { navAdapter } from './nav.js';
import type { OfficeAdapter } from './office.port.js';
import { siiAdapter } from './sii.js';
import { smartbillAdapter } from './smartbill.js';
import { sriAdapter } from './sri.js';
import { sunatAdapter } from './sunat.js';
import { szamlazzAdapter } from './szamlazz.js';
import { verifactuAdapter } from './verifactu.js';

/** The adapter of each office (docs/invoicing-submission.md). */
export const OFFICE_ADAPTERS: Record<SubmissionOffice, OfficeAdapter> = {
  ksef: ksefAdapter,
  nav: navAdapter,
  szamlazz: szamlazzAdapter,
  verifactu: verifactuAdapter,
  anaf: anafAdapter,
  smartbill: smartbillAdapter,
  sunat: sunatAdapter,
  sri: sriAdapter,
  sii: siiAdapter,
};
