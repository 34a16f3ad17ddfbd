// Types of scripts/cluster.mjs for the TypeScript that starts it (e2e/cluster).
export type ClusterNode = {
  /** The letter a browser pins itself with (cookie `antojo_node`). */
  name: string;
  port: number;
  url: string;
  log(): string;
  start(): Promise<void>;
  /** SIGTERM, as systemd stops a unit; resolves once the process has exited (with 0). */
  stop(): Promise<void>;
  restart(): Promise<void>;
};

export type Cluster = {
  /** nginx: the one public address. */
  url: string;
  nodes: ClusterNode[];
  databaseUrl: string;
  s3: string;
  /** Each node in turn: out of nginx's rotation, restarted, healthy, back in. */
  rollingRestart(log?: (line: string) => void): Promise<void>;
  stop(): Promise<void>;
};

export function startCluster(options?: {
  nodes?: number;
  port?: number;
  redisUrl?: string;
  databaseUrl?: string;
  env?: Record<string, string>;
}): Promise<Cluster>;
