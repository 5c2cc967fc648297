import { ErrorCode } from '@tradedesk/contracts/platform/envelope';
import { ProjectionRefusal } from '@tradedesk/projections/platform/projector';
import { Decimal } from 'decimal.js';
import { DomainError } from '../event-store/errors.js';
import { ApiException } from './errors.js';
import { envelopeError, jsonParams, mapError } from './exception.filter.js';

describe('the envelope error of a refusal', () => {
  it('carries the values a domain refusal names as error.params, beside its reason and field', () => {
    const error = envelopeError(mapError(new DomainError('product_code_taken', 'Product code A1 is taken; choose another.', 409, { field: 'code', code: 'A1' })));
    expect(error).toEqual({
      code: ErrorCode.Conflict,
      message: 'Product code A1 is taken; choose another.',
      reason: 'product_code_taken',
      details: [{ path: 'code', message: 'Product code A1 is taken; choose another.' }],
      params: { field: 'code', code: 'A1' },
    });
  });

  it('carries the quantities of a stock refusal and the minutes of a sign-in lock', () => {
    const stock = envelopeError(mapError(new ProjectionRefusal('negative_stock', 'Not enough stock', 409, { product: 'A1 Cup', warehouse: 'W1', available: '2', requested: '5' })));
    expect(stock).toMatchObject({ reason: 'negative_stock', params: { product: 'A1 Cup', warehouse: 'W1', available: '2', requested: '5' } });
    const locked = envelopeError(mapError(new ApiException(429, ErrorCode.TooManyRequests, 'Too many', undefined, 'too_many_attempts', { minutes: 3 })));
    expect(locked).toMatchObject({ reason: 'too_many_attempts', params: { minutes: 3 } });
  });

  it('leaves params out when a refusal names no values', () => {
    expect(envelopeError(mapError(new DomainError('order_empty', 'The order has no lines.')))).not.toHaveProperty('params');
  });

  it('sends plain JSON only: decimals as text, lists of plain values, nothing else', () => {
    expect(jsonParams({ n: 1, s: 'x', b: false, z: null, list: ['a', 2], amount: new Decimal('1.50'), nested: { a: 1 }, gone: undefined, nan: Number.NaN })).toEqual({
      n: 1,
      s: 'x',
      b: false,
      z: null,
      list: ['a', 2],
      amount: '1.5',
    });
  });
});
