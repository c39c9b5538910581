/**
 * Whether a remote built against one version of the contracts may run inside a shell that carries
 * another. The contracts follow semver (CHANGELOG.md): a major is a breaking change, so both must
 * share it; a minor adds, so the shell must carry at least the minor the remote was built with.
 * An unreadable version never fits: a remote that does not say what it was built with is not mounted.
 */
export function contractsFit(shellVersion: string, remoteVersion: string | null | undefined): boolean {
  const shell = parseVersion(shellVersion);
  const remote = parseVersion(remoteVersion ?? '');
  if (!shell || !remote) return false;
  // A patch fixes without changing the contract, so it does not matter which side has the newer one.
  return shell.major === remote.major && shell.minor >= remote.minor;
}

function parseVersion(text: string): { major: number; minor: number; patch: number } | null {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(text.trim());
  return match ? { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3]) } : null;
}
