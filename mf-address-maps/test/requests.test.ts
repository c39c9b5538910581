import { debounce, latestOnly } from '../src/lib/requests';

describe('debounce', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('calls once, with the last arguments, after a pause of the given length', () => {
    const fn = jest.fn();
    const search = debounce(fn, 400);
    search('A');
    jest.advanceTimersByTime(200);
    search('Am');
    jest.advanceTimersByTime(399);
    expect(fn).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('Am');
  });

  it('forgets a pending call when cancelled', () => {
    const fn = jest.fn();
    const search = debounce(fn, 400);
    search('Amir');
    search.cancel();
    jest.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
  });
});

describe('latestOnly', () => {
  it('aborts the previous request when a new one starts, and the current one on cancel', () => {
    const requests = latestOnly();
    const first = requests.next();
    const second = requests.next();
    expect(first.aborted).toBe(true);
    expect(second.aborted).toBe(false);
    requests.cancel();
    expect(second.aborted).toBe(true);
  });

  it('lets only the newest of two overlapping answers land', async () => {
    const requests = latestOnly();
    const shown: string[] = [];
    const ask = (q: string, ms: number) => {
      const signal = requests.next();
      return new Promise<void>((resolve) => setTimeout(() => { if (!signal.aborted) shown.push(q); resolve(); }, ms));
    };
    await Promise.all([ask('Ami', 30), ask('Amir Temur', 5)]);
    expect(shown).toEqual(['Amir Temur']);
  });
});
