import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const versionOf = (folder: string): string => JSON.parse(readFileSync(join(__dirname, '../..', folder, 'package.json'), 'utf8')).version;

describe('the runtime version', () => {
  it('is the contracts version: the one version a remote declares covers both (shared-contracts/CHANGELOG.md)', () => {
    expect(versionOf('shared-runtime')).toBe(versionOf('shared-contracts'));
  });
});
