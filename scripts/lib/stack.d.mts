import type { ChildProcess } from 'node:child_process';

export declare const repoRoot: string;
export declare function defaultPorts(env?: Record<string, string | undefined>): Record<string, number>;
export declare function waitForHttp(url: string, options?: { timeoutMs?: number; isUp?: (status: number) => boolean; child?: ChildProcess }): Promise<void>;
export interface Stack {
  ports: Record<string, number>;
  urls: { api: string; shell: string };
  processes: Map<string, ChildProcess>;
  stop(): Promise<void>;
}
export declare function startStack(options?: {
  ports?: Record<string, number>;
  apiEnv?: Record<string, string | undefined>;
  log?: (line: string) => void;
}): Promise<Stack>;
