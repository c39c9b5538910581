import { ORDER_TRANSITIONS, checkTransition, nextOrderStatuses } from '../src/rules';
import { OrderStatus } from '../src/enums';

describe('the order lifecycle', () => {
  it('walks a delivery from placed to closed, and a pick-up from placed to handed over', () => {
    const delivery = ['CREATED', 'ACCEPTED', 'COOKING', 'DONE', 'ATTACHED', 'ON_WAY', 'DELIVERED', 'CLOSED'] as const;
    for (let i = 1; i < delivery.length; i++) {
      const actor = delivery[i] === 'ON_WAY' || delivery[i] === 'DELIVERED' ? 'COURIER' : 'MERCHANT';
      const step = `${delivery[i - 1]} → ${delivery[i]}`;
      expect({ step, ...checkTransition(delivery[i - 1], delivery[i], actor, 'DELIVERY') }).toEqual({ step, ok: true });
    }
    expect(checkTransition('DONE', 'CLOSED', 'MERCHANT', 'PICK_UP')).toEqual({ ok: true });
    expect(checkTransition('AT_TIME', 'CREATED', 'TIME', 'DELIVERY')).toEqual({ ok: true });
  });

  it('lets the customer cancel only before the merchant accepts', () => {
    expect(checkTransition('CREATED', 'CANCELED', 'CUSTOMER', 'DELIVERY')).toEqual({ ok: true });
    expect(checkTransition('AT_TIME', 'CANCELED', 'CUSTOMER', 'PICK_UP')).toEqual({ ok: true });
    expect(checkTransition('ACCEPTED', 'CANCELED', 'CUSTOMER', 'DELIVERY')).toEqual({ ok: false, reason: 'NOT_THIS_ACTOR' });
    expect(checkTransition('ACCEPTED', 'CANCELED', 'MERCHANT', 'DELIVERY')).toEqual({ ok: true });
  });

  it('refuses steps back, skipped steps, a courier on a pick-up, and anything after the end', () => {
    expect(checkTransition('COOKING', 'ACCEPTED', 'MERCHANT', 'DELIVERY').ok).toBe(false);
    expect(checkTransition('CREATED', 'DELIVERED', 'MERCHANT', 'DELIVERY')).toEqual({ ok: false, reason: 'NOT_A_NEXT_STATUS' });
    expect(checkTransition('DONE', 'ON_WAY', 'COURIER', 'PICK_UP')).toEqual({ ok: false, reason: 'NOT_FOR_THIS_SERVICE' });
    expect(checkTransition('DONE', 'CLOSED', 'MERCHANT', 'DELIVERY')).toEqual({ ok: false, reason: 'NOT_FOR_THIS_SERVICE' });
    expect(nextOrderStatuses('CLOSED', 'MERCHANT', 'DELIVERY')).toEqual([]);
    expect(nextOrderStatuses('CANCELED', 'MERCHANT', 'DELIVERY')).toEqual([]);
  });

  it('names every status of the spec, and no step leads to an unknown one', () => {
    expect(Object.keys(ORDER_TRANSITIONS).sort()).toEqual([...OrderStatus.options].sort());
    for (const steps of Object.values(ORDER_TRANSITIONS)) {
      for (const step of steps) expect(OrderStatus.options).toContain(step.to);
    }
  });
});
