import { contractsFit } from '../src/rules';

describe('a remote fits the shell', () => {
  it('when built against the same major and at most the minor the shell carries', () => {
    expect(contractsFit('1.1.0', '1.1.0')).toBe(true);
    expect(contractsFit('1.1.0', '1.0.0')).toBe(true);
    expect(contractsFit('1.1.0', '1.1.7')).toBe(true);
  });
  it('never across a major, nor when it needs a newer minor than the shell has', () => {
    expect(contractsFit('1.1.0', '2.0.0')).toBe(false);
    expect(contractsFit('2.0.0', '1.1.0')).toBe(false);
    expect(contractsFit('1.1.0', '1.2.0')).toBe(false);
  });
  it('never when the remote does not say', () => {
    expect(contractsFit('1.1.0', undefined)).toBe(false);
    expect(contractsFit('1.1.0', 'latest')).toBe(false);
  });
});
