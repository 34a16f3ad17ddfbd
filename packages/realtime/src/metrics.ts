/**
 * Prometheus counters and gauges of one node, labelled by app. Gauges are read from the node's
 * live state when scraped; counters are incremented as things happen. Counts are per node (a
 * scraper sums the nodes), so nothing here goes through the adapter.
 */

export const COUNTERS = {
  realtime_ws_messages_received_total: 'Websocket frames received from clients.',
  realtime_ws_messages_sent_total: 'Websocket frames sent to clients.',
  realtime_connections_opened_total: 'Websocket connections accepted.',
  realtime_api_events_total: 'Events published through the HTTP API or publish().',
  realtime_webhooks_delivered_total: 'Webhook batches a receiver accepted.',
  realtime_webhooks_failed_total: 'Webhook batches given up on after every retry.',
} as const;

export const GAUGES = {
  realtime_connections: 'Open websocket connections.',
  realtime_channels: 'Channels with at least one subscriber on this node.',
  realtime_subscriptions: 'Channel subscriptions of the connections of this node.',
} as const;

export type CounterName = keyof typeof COUNTERS;
export type GaugeName = keyof typeof GAUGES;
/** Per app id, the current value of every gauge. */
export type GaugeValues = Record<GaugeName, Map<string, number>>;

/** Per app id, the running total of every counter. */
export type CounterValues = Record<CounterName, Map<string, number>>;

export type Metrics = {
  count(name: CounterName, appId: string, by?: number): void;
  /** The counters as numbers, for an owner that exposes them through its own registry. */
  counters(): CounterValues;
  render(gauges: GaugeValues): string;
};

/**
 * @example
 * const metrics = createMetrics();
 * metrics.count('realtime_api_events_total', 'app-1');
 * metrics.render(gauges) // '# HELP realtime_connections …'
 */
export function createMetrics(): Metrics {
  const counters = new Map<CounterName, Map<string, number>>();
  return {
    count(name, appId, by = 1) {
      const values = counters.get(name) ?? new Map<string, number>();
      counters.set(name, values.set(appId, (values.get(appId) ?? 0) + by));
    },
    counters() {
      const values = {} as CounterValues;
      for (const name of Object.keys(COUNTERS) as CounterName[]) {
        values[name] = new Map(counters.get(name) ?? []);
      }
      return values;
    },
    render(gauges) {
      const lines: string[] = [];
      for (const [name, help] of Object.entries(GAUGES) as [GaugeName, string][]) {
        lines.push(...family(name, help, 'gauge', gauges[name]));
      }
      for (const [name, help] of Object.entries(COUNTERS) as [CounterName, string][]) {
        lines.push(...family(name, help, 'counter', counters.get(name) ?? new Map()));
      }
      return `${lines.join('\n')}\n`;
    },
  };
}

function family(name: string, help: string, type: string, values: Map<string, number>): string[] {
  const samples = [...values].map(([appId, value]) => `${name}{app_id="${label(appId)}"} ${value}`);
  return [`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`, ...samples];
}

/** Escapes a label value as the text exposition format requires. */
function label(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');
}
