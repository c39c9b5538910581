export declare const NGINX_BIN: string;
export declare function topologyUnavailable(): string | null;
export declare function topologyPorts(base?: number): Record<string, number>;
export interface Topology {
  ports: Record<string, number>;
  /** The demo merchant's storefront through the TLS front (https://demo.localhost:<port>). */
  storefrontUrl: string;
  /** The front's plain-HTTP port (it only redirects). */
  httpUrl: string;
  /** Each API process on its own port. */
  apiUrls: string[];
  /** The shell's static nginx (behind the front). */
  shellNginxUrl: string;
  /** Each remote's https origin through the front, by manifest name. */
  remoteOrigins: Record<string, string>;
  databaseUrl: string;
  redisUrl: string;
  /** The demo merchant's integration key, given by the operator's CLI. */
  integrationKey: string;
  stop(): Promise<void>;
}
export declare function startTopology(options?: { log?: (line: string) => void; ports?: Record<string, number> }): Promise<Topology>;
