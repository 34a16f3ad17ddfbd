import PusherServer from 'pusher';
import { describe, expect, it } from 'vitest';
import { adapterCases, testApp } from './test/adapters.js';
import { useHarness } from './test/harness.js';
import { nextEvent, subscribed } from './test/pusher-client.js';

type Sample = { name: string; labels: Record<string, string>; value: number };

/** A strict reader of the Prometheus text format: every line is a comment or a sample. */
function parse(text: string): { samples: Sample[]; types: Map<string, string> } {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  expect(text.endsWith('\n')).toBe(true);
  for (const line of text.trimEnd().split('\n')) {
    const type = /^# TYPE ([a-z_]+) (gauge|counter)$/.exec(line);
    if (type) {
      types.set(type[1] as string, type[2] as string);
      continue;
    }
    if (/^# HELP [a-z_]+ .+$/.test(line)) continue;
    const sample = /^([a-z_]+)\{((?:[a-z_]+="(?:[^"\\]|\\.)*",?)*)\} (\d+(?:\.\d+)?)$/.exec(line);
    expect(sample, line).not.toBeNull();
    const labels = Object.fromEntries(
      [...(sample?.[2] ?? '').matchAll(/([a-z_]+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    samples.push({ name: sample?.[1] ?? '', labels, value: Number(sample?.[3]) });
  }
  return { samples, types };
}

function value(text: string, name: string): number | undefined {
  return parse(text).samples.find(
    (sample) => sample.name === name && sample.labels.app_id === 'app-1',
  )?.value;
}

describe.each(adapterCases)('metrics on the $name adapter', (adapterCase) => {
  const harness = useHarness(adapterCase);

  it('exposes gauges and counters by app in the Prometheus text format', async () => {
    const { port, realtime } = await harness.start();
    const before = parse(realtime.metrics());
    expect(before.types.get('realtime_connections')).toBe('gauge');
    expect(before.types.get('realtime_ws_messages_sent_total')).toBe('counter');
    expect(value(realtime.metrics(), 'realtime_connections')).toBe(0);

    const client = harness.pusher(port);
    const news = client.subscribe('news');
    const sports = client.subscribe('sports');
    await Promise.all([subscribed(news), subscribed(sports)]);
    const received = nextEvent(news, 'e');
    const sdk = new PusherServer({
      appId: testApp.id,
      key: testApp.key,
      secret: testApp.secret,
      host: '127.0.0.1',
      port: String(port),
      useTLS: false,
    });
    await sdk.trigger('news', 'e', {});
    await received;

    const text = realtime.metrics();
    expect(value(text, 'realtime_connections')).toBe(1);
    expect(value(text, 'realtime_channels')).toBe(2);
    expect(value(text, 'realtime_subscriptions')).toBe(2);
    expect(value(text, 'realtime_api_events_total')).toBe(1);
    expect(value(text, 'realtime_connections_opened_total')).toBe(1);
    // Two subscribes in; established, two subscription answers and the event out.
    expect(value(text, 'realtime_ws_messages_received_total')).toBe(2);
    expect(value(text, 'realtime_ws_messages_sent_total')).toBe(4);
  });

  it('escapes label values', async () => {
    const { realtime } = await harness.start({ apps: [{ ...testApp, id: 'a"b\\c' }] });
    expect(realtime.metrics()).toContain('realtime_connections{app_id="a\\"b\\\\c"} 0');
    expect(() => parse(realtime.metrics())).not.toThrow();
  });
});
