export declare const repoRoot: string;
export declare const FRONTENDS: { workspace: string; marker: string }[];
export declare function isStale(frontend: { workspace: string; marker: string }): 'missing' | 'outdated' | null;
export declare function distSize(workspace: string): { raw: number; gzip: number };
export declare function buildFrontends(options?: {
  force?: boolean;
  onlyMissing?: boolean;
  only?: string[];
  concurrency?: number;
  log?: (line: string) => void;
}): Promise<{ built: string[]; failed: string[] }>;
export declare function buildRemoteVariant(options: {
  workspace: string;
  contractsVersion: string;
  outDir: string;
  log?: (line: string) => void;
}): Promise<boolean>;
