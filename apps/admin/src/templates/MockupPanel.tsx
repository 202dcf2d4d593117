import { useEffect, useId, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Alert, Box, Button, LinearProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { describeError } from '../api/api-client.ts';
import { useApiClient } from '../api/client-context.ts';
import { uploadWithProgress } from '../api/transfers.ts';
import { createTemplateDesigner, loadDesigner } from './designer-element.ts';

interface Side {
  id: string;
  name: string;
}

/** A side's photo as `GET /products/{id}/mockups` answers it (the storefront's). */
interface StoreMockup {
  side_id: string;
  url: string;
  placement: { x: number; y: number; width: number; height: number } | null;
  kind?: 'flat' | 'mug';
}

/**
 * The mockup of one assignment (template × product): upload a product photo as it is, or capture the
 * fitted design drawn onto a product photo (the side's mockup from the product screen, or a file) with
 * the geometry of `renderMockupSvg`; preview, then store it (`POST /design-templates/assignment/mockup`).
 */
export function MockupPanel({ templateId, productId, design, version }: { templateId: number; productId: number; design: { sides: Side[] }; version: number }) {
  const client = useApiClient();
  const translate = useTranslate();
  const ids = useId();
  const query = `template_id=${templateId}&shop_product_id=${productId}`;
  const [stored, setStored] = useState(version);
  const [hasMockup, setHasMockup] = useState(true);
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [sideId, setSideId] = useState(design.sides[0]?.id ?? '');
  const [photo, setPhoto] = useState<File | null>(null);
  const [captured, setCaptured] = useState<{ blob: Blob; url: string } | null>(null);
  const [capturing, setCapturing] = useState(false);
  const offscreen = useRef<HTMLDivElement>(null);

  // The sides' photos as the storefront draws on them: placement, kind (a mug wraps) and dcs's drawn mug for a mug side without a photo.
  const [storeMockups, setStoreMockups] = useState<StoreMockup[]>([]);
  useEffect(() => {
    // Revalidated: the storefront may cache the list for a minute, and staff may just have changed the product's photo.
    fetch(client.url('svc', `/products/${productId}/mockups`), { cache: 'no-cache' })
      .then(async (answer) => setStoreMockups(answer.ok ? ((await answer.json()).sides ?? []) : []), () => setStoreMockups([]));
  }, [client, productId]);
  useEffect(() => () => (captured ? URL.revokeObjectURL(captured.url) : undefined), [captured]);

  const storeMockup = storeMockups.find((side) => side.side_id === sideId);
  const sideMockup = storeMockup?.url ?? null;

  const store = async (file: Blob, name: string) => {
    setError(null);
    setProgress(0);
    try {
      const form = new FormData();
      form.append('file', file, name);
      await uploadWithProgress(client, 'svc', `/design-templates/assignment/mockup?${query}`, form, setProgress);
      setStored(Date.now());
      setHasMockup(true);
      setCaptured(null);
    } catch (cause) {
      setError(describeError(cause));
    } finally {
      setProgress(undefined);
    }
  };

  const capture = async () => {
    setError(null);
    setCapturing(true);
    try {
      const source = photo ?? (storeMockup ? await (await fetch(storeMockup.url)).blob() : null);
      if (!source) throw new Error(translate('dcs.templates.photo_needed'));
      await loadDesigner(client);
      // The designer lays the fitted design out with the shop's fonts and images; it is not shown.
      const element = createTemplateDesigner(client, { host: { document: design } });
      offscreen.current!.replaceChildren(element);
      try {
        // A photo of one's own takes the default placement; the side's own photo its stored one.
        const blob = await element.captureMockup({ sideId, photo: source, kind: storeMockup?.kind ?? 'flat', ...(photo || !storeMockup?.placement ? {} : { placement: storeMockup.placement }) });
        setCaptured({ blob, url: URL.createObjectURL(blob) });
      } finally {
        element.remove();
      }
    } catch (cause) {
      setError(describeError(cause));
    } finally {
      setCapturing(false);
    }
  };

  return (
    <Stack spacing={1} component="section" aria-labelledby={`${ids}-title`}>
      <Typography variant="h6" component="h2" id={`${ids}-title`}>
        {translate('dcs.templates.mockup')}
      </Typography>
      {hasMockup ? (
        <Box component="img" data-testid="stored-mockup" src={client.url('svc', '/design-templates/assignment/mockup', { template_id: templateId, shop_product_id: productId, v: stored })} alt={translate('dcs.templates.mockup_stored')} onError={() => setHasMockup(false)} sx={{ maxWidth: 320, border: '1px solid #ccc' }} />
      ) : (
        <Typography variant="body2">{translate('dcs.templates.no_mockup')}</Typography>
      )}
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        <Button variant="outlined" component="label">
          {translate('dcs.templates.upload_mockup')}
          <input hidden type="file" accept="image/png,image/jpeg,image/webp" aria-label={translate('dcs.templates.upload_mockup')} onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void store(file, file.name);
          }} />
        </Button>
      </Stack>
      <Typography variant="subtitle2" component="h3">
        {translate('dcs.templates.capture')}
      </Typography>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        <TextField select label={translate('dcs.templates.side')} value={sideId} onChange={(event) => setSideId(event.target.value)} sx={{ minWidth: 160 }}>
          {design.sides.map((side) => (
            <MenuItem key={side.id} value={side.id}>
              {side.name}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" component="label">
          {photo ? translate('dcs.templates.photo_chosen', { name: photo.name }) : translate(sideMockup ? 'dcs.templates.photo_other' : 'dcs.templates.photo_choose')}
          <input hidden type="file" accept="image/png,image/jpeg,image/webp" data-testid="capture-photo" aria-label={translate('dcs.templates.photo_choose')} onChange={(event) => setPhoto(event.target.files?.[0] ?? null)} />
        </Button>
        <Button variant="contained" disabled={capturing || (!photo && !sideMockup)} onClick={() => void capture()}>
          {translate('dcs.templates.capture_button')}
        </Button>
      </Stack>
      {sideMockup && !photo ? <Typography variant="caption">{translate('dcs.templates.photo_from_product')}</Typography> : null}
      {capturing ? <LinearProgress aria-label={translate('dcs.templates.capture')} /> : null}
      {captured ? (
        <Stack spacing={1} alignItems="flex-start">
          <Box component="img" data-testid="captured-mockup" src={captured.url} alt={translate('dcs.templates.captured')} sx={{ maxWidth: 320, border: '1px solid #ccc' }} />
          <Button variant="contained" onClick={() => void store(captured.blob, 'mockup.png')}>
            {translate('dcs.templates.store_capture')}
          </Button>
        </Stack>
      ) : null}
      {progress !== undefined ? <LinearProgress variant={progress === null ? 'indeterminate' : 'determinate'} value={(progress ?? 0) * 100} aria-label={translate('dcs.templates.uploading')} /> : null}
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
      <div ref={offscreen} hidden aria-hidden="true" />
    </Stack>
  );
}
