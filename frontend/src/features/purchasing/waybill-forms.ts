/**
 * The sea waybill screen's forms (pure): what is typed, turned into the contract's bodies
 * (createWaybillBody, addCostBody, setMeasuresBody) by schemas that pipe into them, so the
 * contract's rules and messages check the input before any request.
 */
import type { AllocationBasis, LandedCostKind } from '@tradedesk/contracts/purchasing/landed-cost';
import { addCostBody, createWaybillBody, setMeasuresBody, type WaybillDetail } from '@tradedesk/contracts/purchasing/sea-waybill';
import { z } from 'zod';

export interface HeaderForm {
  blNumber: string;
  /** Container numbers separated by commas, spaces or new lines. */
  containers: string;
  carrier: string;
  portOfLoading: string;
  portOfDischarge: string;
  etd: string;
  eta: string;
  note: string;
}

export const splitContainers = (text: string) => text.split(/[\s,;]+/).map((c) => c.trim()).filter(Boolean);

export const headerFormOf = (w: WaybillDetail | null | undefined): HeaderForm => ({
  blNumber: w?.blNumber ?? '',
  containers: (w?.containers ?? []).join(', '),
  carrier: w?.carrier ?? '',
  portOfLoading: w?.portOfLoading ?? '',
  portOfDischarge: w?.portOfDischarge ?? '',
  etd: w?.etd ?? '',
  eta: w?.eta ?? '',
  note: w?.note ?? '',
});

/** The header as the create body (a new waybill names its command id; an edit sends only what changed). */
export const headerForm = (commandId?: string) =>
  z
    .custom<HeaderForm>((v) => typeof v === 'object' && v !== null)
    .transform((f): z.input<typeof createWaybillBody> => ({
      ...(commandId ? { commandId } : {}),
      blNumber: f.blNumber,
      containers: splitContainers(f.containers),
      carrier: f.carrier,
      portOfLoading: f.portOfLoading,
      portOfDischarge: f.portOfDischarge,
      etd: f.etd.trim() || null,
      eta: f.eta.trim() || null,
      note: f.note,
    }))
    .pipe(createWaybillBody);

export interface CostForm {
  kind: LandedCostKind;
  basis: AllocationBasis;
  currency: string;
  amount: string;
  /** Blank when the cost is in the cost currency. */
  rate: string;
  invoiceRef: string;
  note: string;
}

export const blankCost = (currency: string): CostForm => ({ kind: 'freight', basis: 'value', currency, amount: '', rate: '', invoiceRef: '', note: '' });

export const costForm = (commandId: string, version: number | undefined) =>
  z
    .custom<CostForm>((v) => typeof v === 'object' && v !== null)
    .transform((f): z.input<typeof addCostBody> => ({
      commandId,
      ...(version ? { version } : {}),
      kind: f.kind,
      basis: f.basis,
      currency: f.currency.trim().toUpperCase(),
      amount: f.amount.trim(),
      ...(f.rate.trim() ? { rate: f.rate.trim() } : {}),
      invoiceRef: f.invoiceRef,
      note: f.note,
    }))
    .pipe(addCostBody);

export interface MeasuresForm {
  measures: { productId: string; weight: string; volume: string }[];
}

export const measuresForm = (version: number | undefined) =>
  z
    .custom<MeasuresForm>((v) => typeof v === 'object' && v !== null)
    .transform((f): z.input<typeof setMeasuresBody> => ({
      ...(version ? { version } : {}),
      measures: f.measures.map((m) => ({ productId: m.productId, weight: m.weight.trim() || '0', volume: m.volume.trim() || '0' })),
    }))
    .pipe(setMeasuresBody);
