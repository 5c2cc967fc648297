/** A currency typed in a report's filter, sent only once it is a whole code ('usd' -> 'USD'; 'US' -> ''). */
export const currencyParam = (typed: string): string => {
  const code = typed.trim().toUpperCase();
  return /^[A-Z]{3}$/.test(code) ? code : '';
};
