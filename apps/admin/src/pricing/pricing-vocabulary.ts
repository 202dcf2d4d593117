import { useEffect, useState } from 'react';
import type { ApiClient } from '../api/api-client.ts';
import { useApiClient } from '../api/client-context.ts';

/** What the pricing engine accepts, read from the served OpenAPI document (so the builder never lags the engine). */
export interface PricingVocabulary {
  metrics: string[];
  numericOps: string[];
  listSubjects: Record<string, { ops: string[]; values?: string[] }>;
  actions: Record<string, string[]>;
  perChoices: string[];
  percentOf: string[];
}

type Schema = { anyOf?: Schema[]; const?: unknown; properties?: Record<string, Schema>; items?: Schema; enum?: unknown[] };

const constsOf = (schema: Schema | undefined): string[] => (schema?.anyOf ?? []).map((s) => s.const).filter((c): c is string => typeof c === 'string').concat(schema?.const !== undefined ? [String(schema.const)] : []);

export async function loadPricingVocabulary(client: ApiClient): Promise<PricingVocabulary> {
  const document = (await client.get('admin', '/openapi/svc-v1.json')).body;
  const body: Schema = document.paths['/pricing/rules'].post.requestBody.content['application/json'].schema;
  const conditions = body.properties!.conditions!.items!.anyOf!;
  const vocabulary: PricingVocabulary = { metrics: [], numericOps: [], listSubjects: {}, actions: {}, perChoices: ['unit', 'line'], percentOf: ['base', 'subtotal'] };
  for (const condition of conditions) {
    const subjects = constsOf(condition.properties!.subject);
    const ops = constsOf(condition.properties!.op);
    if (subjects.length > 1) {
      vocabulary.metrics = subjects;
      vocabulary.numericOps = [...new Set([...vocabulary.numericOps, ...ops])];
    } else {
      const values = constsOf(condition.properties!.value?.items);
      vocabulary.listSubjects[subjects[0]!] = { ops, ...(values.length ? { values } : {}) };
    }
  }
  for (const action of body.properties!.action!.anyOf!) {
    const type = String(action.properties!.type!.const);
    vocabulary.actions[type] = Object.keys(action.properties!).filter((key) => key !== 'type');
    if (type === 'percent') vocabulary.percentOf = constsOf(action.properties!.of);
  }
  return vocabulary;
}

export function usePricingVocabulary(): PricingVocabulary | null {
  const client = useApiClient();
  const [vocabulary, setVocabulary] = useState<PricingVocabulary | null>(null);
  useEffect(() => {
    loadPricingVocabulary(client).then(setVocabulary, () => setVocabulary(null));
  }, [client]);
  return vocabulary;
}
