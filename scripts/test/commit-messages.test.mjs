// CONTRIBUTING.md's commit rule, held from the commit that wrote it down: a subject of at most 72
// characters, a blank line, and a body that says why. Earlier history is left as it is.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { repoRoot } from '../lib/workspaces.mjs';

/** The last commit before the rule was written down. */
const RULE_BASE = 'efc4d05';
const MAX_SUBJECT = 72;

const git = (...args) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' });

function hasCommit(ref) {
  try { git('cat-file', '-e', `${ref}^{commit}`); return true; } catch { return false; }
}

function commitsUnderRule() {
  // A shallow clone may not hold the base: then the commits it does hold are the newest ones.
  const range = hasCommit(RULE_BASE) ? [`${RULE_BASE}..HEAD`] : ['-1', 'HEAD'];
  const log = git('log', '--no-merges', '--format=%H%x1f%B%x1e', ...range);
  return log.split('\x1e').map((entry) => entry.trim()).filter(Boolean).map((entry) => {
    const [hash, message] = entry.split('\x1f');
    const [subject, blank, ...body] = message.split('\n');
    return { hash: hash.slice(0, 7), subject, blank, body: body.join('\n').trim() };
  });
}

test('every commit since the rule has a subject of at most 72 characters and a body after a blank line', () => {
  const commits = commitsUnderRule();
  const broken = commits.filter(({ subject, blank, body }) => subject.length > MAX_SUBJECT || (blank ?? '') !== '' || !body)
    .map(({ hash, subject }) => `${hash} (${subject.length}): ${subject}`);
  assert.deepEqual(broken, [], 'commits that break CONTRIBUTING.md');
});
