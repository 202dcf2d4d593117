import { useEffect, useRef, useState } from 'react';
import { Alert, Skeleton } from '@mui/material';
import { useApiClient } from '../api/client-context.ts';
import type { Api } from '../api/api-client.ts';

/**
 * The first page of a PDF drawn into a canvas by pdf.js (loaded only on screens that show one, in its
 * own chunk with its worker). The bytes come through the API client, so the session applies.
 */
export function PdfThumbnail({ api, path, width = 280, label }: { api: Api; path: string; width?: number; label: string }) {
  const client = useApiClient();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | string>('loading');

  useEffect(() => {
    let live = true;
    (async () => {
      const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
      pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
      const bytes = new Uint8Array(await (await client.raw('GET', api, path)).arrayBuffer());
      const document = await pdfjs.getDocument({ data: bytes }).promise;
      const page = await document.getPage(1);
      const base = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: width / base.width });
      const target = canvas.current;
      if (!live || !target) return;
      target.width = Math.round(viewport.width);
      target.height = Math.round(viewport.height);
      await page.render({ canvas: target, viewport }).promise;
      if (live) setState('ready');
    })().catch((error: Error) => live && setState(error.message));
    return () => {
      live = false;
    };
  }, [client, api, path, width]);

  return (
    <>
      {state === 'loading' ? <Skeleton variant="rectangular" width={width} height={width * 1.4} /> : null}
      {state !== 'loading' && state !== 'ready' ? <Alert severity="warning">{state}</Alert> : null}
      <canvas ref={canvas} role="img" aria-label={label} style={{ display: state === 'ready' ? 'block' : 'none', border: '1px solid #ccc', maxWidth: '100%' }} />
    </>
  );
}
