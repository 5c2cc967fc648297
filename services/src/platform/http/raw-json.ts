/**
 * A handler's `data` already serialised: the envelope interceptor writes it into the envelope as
 * it is, without parsing or serialising it again. For large answers made of JSON the database
 * keeps as text (the till's catalogue feed, docs/pos.md "Offline"). `T` names the shape the text
 * holds, for the reader of the handler's signature (the endpoint's `response` schema documents it).
 */
export class RawJson<T = unknown> {
  declare readonly shape?: T;
  constructor(readonly json: string) {}
}
