/**
 * The customer form (CustomerList's dialog), pure: the editable state, built from a customer,
 * turned into the create body or the update body (only what changed, with the edited version),
 * checked with the contracts' zod schemas; issues keyed by field.
 */
import { createCustomerBody, type CreateCustomerBody, type Customer, updateCustomerBody, type UpdateCustomerBody } from '@tradedesk/contracts/customers/customers';

export interface CustomerFormState {
  code: string;
  name: string;
  phone: string;
  email: string;
  address: string;
  taxId: string;
  country: string;
  priceType: '' | 'retail' | 'wholesale' | 'member';
  membershipLevelId: string;
  groupIds: string[];
  /** As typed: a whole number of days. */
  paymentTermsDays: string;
  currency: string;
  /** '' = no limit. */
  creditLimit: string;
  memo: string;
}

export type IssueMap = Record<string, string>;

export const emptyCustomerForm = (): CustomerFormState => ({
  code: '',
  name: '',
  phone: '',
  email: '',
  address: '',
  taxId: '',
  country: '',
  priceType: '',
  membershipLevelId: '',
  groupIds: [],
  paymentTermsDays: '0',
  currency: '',
  creditLimit: '',
  memo: '',
});

export const customerToForm = (c: Customer): CustomerFormState => ({
  code: c.code,
  name: c.name,
  phone: c.phone,
  email: c.email,
  address: c.address,
  taxId: c.taxId,
  country: c.country,
  priceType: c.priceType,
  membershipLevelId: c.membershipLevelId ?? '',
  groupIds: [...c.groupIds],
  paymentTermsDays: String(c.paymentTermsDays),
  currency: c.currency,
  creditLimit: c.creditLimit ?? '',
  memo: c.memo,
});

/** The form as the API's fields: blanks become null, days a number (NaN is refused by the schema). */
function fields(f: CustomerFormState) {
  return {
    code: f.code.trim(),
    name: f.name.trim(),
    phone: f.phone.trim(),
    email: f.email.trim(),
    address: f.address.trim(),
    taxId: f.taxId.trim(),
    country: f.country.trim().toUpperCase(),
    priceType: f.priceType,
    membershipLevelId: f.membershipLevelId || null,
    groupIds: f.groupIds,
    paymentTermsDays: /^\d+$/.test(f.paymentTermsDays.trim()) ? Number(f.paymentTermsDays.trim()) : Number.NaN,
    currency: f.currency.trim().toUpperCase(),
    creditLimit: f.creditLimit.trim() === '' ? null : f.creditLimit.trim(),
    memo: f.memo.trim(),
  };
}

const issues = (error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): IssueMap => {
  const out: IssueMap = {};
  for (const i of error.issues) {
    const key = i.path.length ? String(i.path[0]) : '';
    if (!(key in out)) out[key] = i.message;
  }
  return out;
};

export function createBody(f: CustomerFormState, commandId: string): { ok: true; body: CreateCustomerBody } | { ok: false; errors: IssueMap } {
  const r = createCustomerBody.safeParse({ commandId, ...fields(f) });
  return r.success ? { ok: true, body: r.data } : { ok: false, errors: issues(r.error) };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Only the fields that differ from when the form was opened; '' key = "nothing changed". */
export function updateBody(f: CustomerFormState, original: CustomerFormState, version: number): { ok: true; body: UpdateCustomerBody } | { ok: false; errors: IssueMap } {
  const now = fields(f);
  const before = fields(original);
  const changes = Object.fromEntries(Object.entries(now).filter(([k, v]) => !same(v, before[k as keyof typeof before])));
  const r = updateCustomerBody.safeParse({ version, ...changes });
  return r.success ? { ok: true, body: r.data } : { ok: false, errors: issues(r.error) };
}
