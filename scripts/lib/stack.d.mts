import type { ChildProcess } from 'node:child_process';

export declare const repoRoot: string;
export declare function defaultPorts(env?: Record<string, string | undefined>): Record<string, number>;
/** A child process in its own process group, its output prefixed with its name and passed to `log`. */
export declare function startProcess(name: string, command: string, args: string[], options: { env: Record<string, string | undefined>; log: (line: string) => void }): ChildProcess;
/** Stops a process started by startProcess and what it started (SIGTERM, then SIGKILL after `timeoutMs`). */
export declare function stopProcess(child: ChildProcess, timeoutMs?: number): Promise<void>;
export declare function waitForHttp(url: string, options?: { timeoutMs?: number; isUp?: (status: number) => boolean; child?: ChildProcess }): Promise<void>;
export interface Stack {
  ports: Record<string, number>;
  urls: { api: string; shell: string };
  processes: Map<string, ChildProcess>;
  stop(): Promise<void>;
  /** Stops one remote's static server, as if its deployment went down. */
  stopRemote(name: string): Promise<void>;
  /** Starts that server again and waits until it answers. */
  startRemote(name: string): Promise<void>;
}
export declare function startStack(options?: {
  ports?: Record<string, number>;
  apiEnv?: Record<string, string | undefined>;
  log?: (line: string) => void;
}): Promise<Stack>;
