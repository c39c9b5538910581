import { createBus, type BusEvent } from '../src';

describe('the bus', () => {
  it('hands each listener the payloads of its own event type, and events$ every event in order', () => {
    const bus = createBus();
    const counts: number[] = [];
    const all: BusEvent[] = [];
    bus.on('basket/set-count').subscribe(({ count }) => counts.push(count));
    bus.events$.subscribe((event) => all.push(event));
    bus.emit('basket/set-count', { lineId: '5', count: 2 });
    bus.emit('basket/clear', {});
    bus.emit('basket/set-count', { lineId: '5', count: 3 });
    expect(counts).toEqual([2, 3]);
    expect(all.map((event) => event.type)).toEqual(['basket/set-count', 'basket/clear', 'basket/set-count']);
  });
});
