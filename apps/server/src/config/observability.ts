import { z } from 'zod';
import { isHttpUrl, optionalText } from './fields.js';

/** What the server lets operators see: the /metrics guard and where traces go. */

export const observabilityEnv = z.object({
  METRICS_TOKEN: optionalText,
  // OpenTelemetry's own names: the collector's base URL (traces go to {it}/v1/traces).
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalText.pipe(
    z.string().refine(isHttpUrl, 'una URL http(s)').optional(),
  ),
  OTEL_SERVICE_NAME: z.string().min(1).default('antojo'),
});

export function observabilityConfig(env: z.infer<typeof observabilityEnv>) {
  return {
    metricsToken: env.METRICS_TOKEN,
    tracing: env.OTEL_EXPORTER_OTLP_ENDPOINT
      ? { endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: env.OTEL_SERVICE_NAME }
      : undefined,
  };
}
