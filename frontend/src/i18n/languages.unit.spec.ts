import { initialLanguage } from './languages';

describe('the language a page opens in before any choice', () => {
  it('is the kept choice when there is one', () => {
    expect(initialLanguage('hu', ['de-DE'])).toBe('hu');
  });
  it('is the first browser language that is one of the 21, with its regional and BCP 47 forms', () => {
    expect(initialLanguage(null, ['de-AT', 'en'])).toBe('de');
    expect(initialLanguage(null, ['ja-JP', 'cs-CZ', 'en'])).toBe('cz');
    expect(initialLanguage(null, ['el'])).toBe('gr');
    expect(initialLanguage('klingon', ['pt-BR'])).toBe('pt');
  });
  it('is Chinese when the browser names none of them', () => {
    expect(initialLanguage(null, ['ja-JP', 'ko'])).toBe('zh');
    expect(initialLanguage(null, [])).toBe('zh');
  });
});
