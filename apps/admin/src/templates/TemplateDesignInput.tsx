import { useEffect, useRef, useState } from 'react';
import { useInput, useLocaleState, useTranslate } from 'react-admin';
import { Alert, Box, LinearProgress } from '@mui/material';
import { useApiClient } from '../api/client-context.ts';
import { createTemplateDesigner, loadDesigner, type DesignerElement, type TemplateState } from './designer-element.ts';

/**
 * The template's design, placeholder constraints and layout rules as three form values, edited in the
 * storefront's own designer in template mode (`<dcs-designer mode="template">`). Every change in the
 * editor reaches the form, so react-admin's unsaved-changes warning and save see it.
 */
export function TemplateDesignInput({ productId, onReady }: { productId?: number | null; onReady?: (element: DesignerElement) => void }) {
  const client = useApiClient();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const design = useInput({ source: 'design' });
  const fields = useInput({ source: 'fields' });
  const layout = useInput({ source: 'layout' });
  const holder = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [error, setError] = useState<string | null>(null);
  // The values when the editor opened; later form updates come from the editor itself.
  const initial = useRef({ design: design.field.value, fields: fields.field.value, layout: layout.field.value });
  const handlers = useRef({ design, fields, layout });
  handlers.current = { design, fields, layout };

  useEffect(() => {
    const start = initial.current;
    if (!start.design && !productId) return undefined;
    let element: DesignerElement | null = null;
    let cancelled = false;
    setState('loading');
    const apply = (next: TemplateState) => {
      handlers.current.design.field.onChange(next.design);
      handlers.current.fields.field.onChange(next.fields);
      handlers.current.layout.field.onChange(next.layout);
    };
    const onChange = (event: Event) => {
      const detail = (event as CustomEvent<{ template?: TemplateState }>).detail;
      if (detail.template) apply(detail.template);
    };
    loadDesigner(client).then(
      () => {
        if (cancelled || !holder.current) return;
        element = createTemplateDesigner(client, { productId: start.design ? null : productId, locale, host: { document: start.design ?? null, fields: start.fields ?? {}, layout: start.layout ?? {} } });
        element.addEventListener('dcs-change', onChange);
        holder.current.replaceChildren(element);
        void element.ready.then(() => {
          if (cancelled || !element) return;
          const first = element.templateState();
          setState(first ? 'ready' : 'failed');
          // A new template's first document (the product's sides) is the value to save even before an edit.
          if (first && !start.design) apply(first);
          if (first) onReady?.(element);
        });
      },
      (cause: unknown) => {
        setState('failed');
        setError(cause instanceof Error ? cause.message : String(cause));
      },
    );
    return () => {
      cancelled = true;
      element?.removeEventListener('dcs-change', onChange);
      element?.remove();
    };
    // The editor is made once per product (a new template) or per opened template.
  }, [client, productId]);

  const missing = !initial.current.design && !productId;
  return (
    <Box sx={{ width: '100%' }}>
      {missing ? <Alert severity="info">{translate('dcs.templates.pick_product')}</Alert> : null}
      {!missing && state === 'loading' ? <LinearProgress aria-label={translate('dcs.templates.editor_loading')} /> : null}
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
      {design.fieldState.error ? <Alert severity="error">{design.fieldState.error.message}</Alert> : null}
      <div ref={holder} data-testid="template-editor" />
    </Box>
  );
}
