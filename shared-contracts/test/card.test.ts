import {
  CARD_PROVIDER_ERRORS, cardDigits, cardExpiryProblem, cardNumberProblem, cardRefusalOf, cardSystemOf, containsFullCardNumber,
  displayMaskedCard, displayMaskedPhone, formatCardExpiry, formatCardNumber, isMaskedCardNumber, luhnValid, providerExpiry,
} from '../src/rules/card';

describe('card numbers', () => {
  it('groups the digits in fours as they are typed, dropping anything else', () => {
    expect(formatCardNumber('8600')).toBe('8600');
    expect(formatCardNumber('86000691')).toBe('8600 0691');
    expect(formatCardNumber('8600-0691 9540 63119999')).toBe('8600 0691 9540 6311');
    expect(cardDigits('8600 0691 9540 6311')).toBe('8600069195406311');
  });

  it('knows Uzcard (8600, 5614) and Humo (9860) and nothing else', () => {
    expect(cardSystemOf('8600 0691 9540 6311')).toBe('UZCARD');
    expect(cardSystemOf('5614')).toBe('UZCARD');
    expect(cardSystemOf('9860 1234')).toBe('HUMO');
    expect(cardSystemOf('4111 1111 1111 1111')).toBeNull();
  });

  it('checks the Luhn digit', () => {
    expect(luhnValid('8600069195406311')).toBe(true);
    expect(luhnValid('8600069195406312')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });

  it('says what is wrong with a typed number', () => {
    expect(cardNumberProblem('8600 0691 9540 6311')).toBeNull();
    expect(cardNumberProblem('8600 0691')).toBe('incomplete');
    expect(cardNumberProblem('86')).toBe('incomplete');
    expect(cardNumberProblem('4111 1111 1111 1111')).toBe('unsupported');
    expect(cardNumberProblem('8600 0691 9540 6312')).toBe('luhn');
  });
});

describe('expiry MM/YY', () => {
  const now = new Date(2026, 10, 23); // November 2026
  it('writes the slash as it is typed', () => {
    expect(formatCardExpiry('03')).toBe('03');
    expect(formatCardExpiry('039')).toBe('03/9');
    expect(formatCardExpiry('03/99')).toBe('03/99');
    expect(providerExpiry('03/99')).toBe('0399');
  });
  it('refuses an incomplete one, a month outside 1–12 and a month gone by; this month is still good', () => {
    expect(cardExpiryProblem('03/99', now)).toBeNull();
    expect(cardExpiryProblem('11/26', now)).toBeNull();
    expect(cardExpiryProblem('10/26', now)).toBe('past');
    expect(cardExpiryProblem('13/30', now)).toBe('month');
    expect(cardExpiryProblem('00/30', now)).toBe('month');
    expect(cardExpiryProblem('1/3', now)).toBe('incomplete');
  });
});

describe('what may be stored and shown', () => {
  it('a masked number shows at most the first six and last four digits', () => {
    expect(isMaskedCardNumber('860006******6311')).toBe(true);
    expect(isMaskedCardNumber('8600069195406311')).toBe(false);
    expect(isMaskedCardNumber('86000691954******6311')).toBe(false);
    expect(displayMaskedCard('860006******6311')).toBe('8600 06** **** 6311');
    expect(displayMaskedPhone('99890*****67')).toBe('+998 90 *** ** 67');
  });
  it('finds a full card number inside any text, spaced or not', () => {
    expect(containsFullCardNumber('{"number":"8600069195406311"}')).toBe(true);
    expect(containsFullCardNumber('card 8600 0691 9540 6311 here')).toBe(true);
    expect(containsFullCardNumber('860006******6311 998901234567 1700000000000')).toBe(false);
  });
});

describe("Payme's error codes", () => {
  it('map to what the customer is told', () => {
    expect(cardRefusalOf(CARD_PROVIDER_ERRORS.CARD_INVALID)).toBe('CARD_INVALID');
    expect(cardRefusalOf(-31301)).toBe('CARD_EXPIRED');
    expect(cardRefusalOf(-31103)).toBe('CODE_WRONG');
    expect(cardRefusalOf(-31102)).toBe('TOO_MANY_ATTEMPTS');
    expect(cardRefusalOf(-31630)).toBe('INSUFFICIENT_FUNDS');
    expect(cardRefusalOf(-31303)).toBe('INSUFFICIENT_FUNDS');
    expect(cardRefusalOf(-32400)).toBe('PROVIDER_ERROR');
    expect(cardRefusalOf(undefined)).toBe('PROVIDER_ERROR');
  });
});

describe('paying with a saved card', () => {
  it('is a PAYME order offered by cardActive alone', async () => {
    const { paymentAllowed } = await import('../src/rules/service-payment');
    expect(paymentAllowed({ cardActive: true, paymeActive: false }, 'PAYME', true)).toBe(true);
    expect(paymentAllowed({ cardActive: true }, 'CLICK', true)).toBe(false);
    expect(paymentAllowed({ cardActive: false, paymeActive: true }, 'PAYME', true)).toBe(false);
    expect(paymentAllowed({ paymeActive: true }, 'PAYME', false)).toBe(true);
    expect(paymentAllowed({ cashActive: false }, 'CASH', false)).toBe(false);
  });
});
