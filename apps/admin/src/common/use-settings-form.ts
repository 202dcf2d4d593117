import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { ApiError, type Api } from '../api/api-client.ts';
import { useApiClient } from '../api/client-context.ts';

/** Top-level fields whose value differs from the loaded document (the routes merge what they get). */
export function changedTopLevel(values: Record<string, unknown>, loaded: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(loaded[key])));
}

/**
 * Loads a settings document and saves the changed fields of a form. A refusal's field messages (and
 * the codes `fieldOfCode` ties to a field) come back as the form's errors (react-admin puts them next to the fields); other refusals are notified.
 */
export function useSettingsDocument(api: Api, path: string, method: 'POST' | 'PATCH', savedMessage: string, fieldOfCode: Record<string, string> = {}) {
  const client = useApiClient();
  const notify = useNotify();
  const translate = useTranslate();
  const [loaded, setLoaded] = useState<Record<string, unknown> | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    client.get(api, path).then((answer) => setLoaded(answer.body), (cause: Error) => setError(cause.message));
  }, [client, api, path]);

  async function save(values: Record<string, unknown>): Promise<Record<string, string> | undefined> {
    const patch = changedTopLevel(values, loaded ?? {});
    if (Object.keys(patch).length === 0) return undefined;
    try {
      const answer = await client.request(method, api, path, { body: patch });
      setLoaded(answer.body);
      notify(translate(savedMessage), { type: 'success' });
      return undefined;
    } catch (cause) {
      if (!(cause instanceof ApiError)) throw cause;
      notify(cause.message, { type: 'error' });
      // A refusal about one field without `data.params` (custom CSS) still belongs next to that field.
      const fields = { ...cause.fieldErrors, ...(fieldOfCode[cause.code] ? { [fieldOfCode[cause.code]!]: cause.message } : {}) };
      return Object.keys(fields).length ? fields : undefined;
    }
  }
  return { loaded, error, save };
}
