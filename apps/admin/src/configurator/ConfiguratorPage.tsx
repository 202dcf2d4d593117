import { useEffect, useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { Alert, Button, Card, CardContent, MenuItem, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import { ApiError, describeError } from '../api/api-client.ts';
import { useApiClient } from '../api/client-context.ts';
import { ProductSelect } from '../common/ProductSelect.tsx';
import { useUnsavedChangesWarning } from '../common/use-unsaved-changes-warning.ts';
import type { SketchSide } from '../common/DesignSketch.tsx';
import { ConfiguratorPreview } from './ConfiguratorPreview.tsx';
import { MappingForm } from './MappingForm.tsx';
import { layersOf, mappingFromText, mappingToText, rowErrorsOf, type Mapping, type ProductOption, type RowErrors } from './mapping-model.ts';
import { useConfiguratorCatalog } from './use-configurator-catalog.ts';

const EMPTY: Mapping = { anchors: [], rules: [] };

interface ProductView {
  options: ProductOption[];
  sides: Array<{ id: string }>;
}

/**
 * A product's option → layer mapping (`svc/v1/smart-configurator/{product}`): a form per option value
 * (the JSON tab edits the same mapping as text), checked by the server on save with its refusals placed
 * on the rows, and a preview that follows every edit.
 */
export default function ConfiguratorPage() {
  const client = useApiClient();
  const notify = useNotify();
  const translate = useTranslate();
  const catalog = useConfiguratorCatalog();
  const [productId, setProductId] = useState<number | ''>('');
  const [product, setProduct] = useState<ProductView | null>(null);
  const [saved, setSaved] = useState<Mapping>(EMPTY);
  const [mapping, setMapping] = useState<Mapping>(EMPTY);
  const [tab, setTab] = useState<'form' | 'json'>('form');
  const [text, setText] = useState(mappingToText(EMPTY));
  const [textError, setTextError] = useState<string | null>(null);
  const [errors, setErrors] = useState<RowErrors>({});
  const [templates, setTemplates] = useState<Array<{ id: number; name: string }>>([]);
  const [templateId, setTemplateId] = useState<number | ''>('');
  const [design, setDesign] = useState<{ sides: SketchSide[] } | null>(null);
  const dirty = mappingToText(mapping) !== mappingToText(saved) || textError !== null;
  useUnsavedChangesWarning(dirty);

  useEffect(() => {
    if (productId === '') return;
    setErrors({});
    setTextError(null);
    setProduct(null);
    setTemplateId('');
    const load = (answer: { body?: Partial<Mapping> } | null) => {
      const loaded = { anchors: answer?.body?.anchors ?? [], rules: answer?.body?.rules ?? [] };
      setSaved(loaded);
      setMapping(loaded);
      setText(mappingToText(loaded));
    };
    client.get('svc', `/smart-configurator/${productId}`).then(load, () => load(null));
    client.get('admin', `/products/${productId}`).then((answer) => setProduct(answer.body), (cause) => notify(describeError(cause), { type: 'error' }));
    // The templates assigned to the product (the designer's own list), the newest first.
    client.get('svc', '/design-templates/designer-config', { product_id: productId }).then(
      (answer) => {
        const assigned = answer.body.templates as Array<{ id: number; name: string }>;
        setTemplates(assigned);
        if (assigned[0]) setTemplateId(assigned[0].id);
      },
      () => setTemplates([]),
    );
  }, [client, notify, productId]);
  useEffect(() => {
    setDesign(null);
    if (templateId === '' || productId === '') return;
    client.get('svc', '/design-templates/assignment', { template_id: templateId, shop_product_id: productId }).then(
      (answer) => setDesign(answer.body.design),
      (cause) => notify(describeError(cause), { type: 'error' }),
    );
  }, [client, notify, templateId, productId]);

  const chooseProduct = (id: number) => {
    if (id !== productId && (!dirty || window.confirm(translate('ra.message.unsaved_changes')))) setProductId(id);
  };
  const edit = (next: Mapping) => {
    setTextError(null);
    // The server's refusals name rows by their index in the mapping it was sent: after a row is added
    // or removed they would stand beside another row, so they go with the edit (Save asks again).
    setErrors({});
    setMapping(next);
    setText(mappingToText(next));
  };
  const editText = (next: string) => {
    setText(next);
    const parsed = mappingFromText(next);
    setTextError(parsed ? null : translate('dcs.configurator.json_invalid'));
    if (parsed) setMapping(parsed);
  };
  const save = async () => {
    setErrors({});
    try {
      const answer = await client.request('PUT', 'svc', `/smart-configurator/${productId}`, { body: mapping });
      const stored = { anchors: answer.body.anchors, rules: answer.body.rules };
      setSaved(stored);
      setMapping(stored);
      setText(mappingToText(stored));
      notify(translate('dcs.configurator.saved'), { type: 'success' });
    } catch (cause) {
      if (!(cause instanceof ApiError)) throw cause;
      setErrors(rowErrorsOf(cause, mapping.rules));
      notify(translate('dcs.configurator.refused', { message: cause.message }), { type: 'error' });
    }
  };

  const t = (key: string) => translate(`dcs.configurator.${key}`);
  const errorList = Object.entries(errors);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={t('title')} />
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            {t('title')}
          </Typography>
          <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
            <ProductSelect value={productId} onChange={chooseProduct} label="dcs.configurator.product" />
            <TextField select fullWidth={false} label={t('template')} value={templateId} onChange={(event) => setTemplateId(Number(event.target.value))} helperText={productId === '' ? ' ' : templates.length === 0 ? t('no_templates') : t('template_hint')} sx={{ minWidth: 300 }}>
              {templates.map((template) => (
                <MenuItem key={template.id} value={template.id}>
                  {template.name}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          {productId !== '' && product ? (
            <>
              <Tabs value={tab} onChange={(_event, next) => (next === 'form' && textError ? null : setTab(next))} aria-label={t('editor')}>
                <Tab value="form" label={t('form')} />
                <Tab value="json" label="JSON" />
              </Tabs>
              {tab === 'form' ? (
                <MappingForm mapping={mapping} options={product.options} sides={product.sides.map((side) => side.id)} layers={layersOf(design)} catalog={catalog} errors={errors} onChange={edit} />
              ) : (
                <>
                  {errorList.length ? (
                    <Alert severity="error">
                      {errorList.map(([, message]) => message).join(' · ')}
                    </Alert>
                  ) : null}
                  <TextField label={t('mapping')} multiline minRows={12} value={text} onChange={(event) => editText(event.target.value)} error={textError !== null} helperText={textError ?? ' '} slotProps={{ htmlInput: { style: { fontFamily: 'monospace' }, spellCheck: false } }} />
                </>
              )}
              <Stack direction="row" spacing={1} alignItems="center">
                <Button variant="contained" onClick={save} disabled={textError !== null || !dirty}>
                  {translate('ra.action.save')}
                </Button>
                <Button onClick={() => edit(saved)} disabled={!dirty}>
                  {t('discard')}
                </Button>
                {dirty ? <Typography variant="body2">{t('unsaved')}</Typography> : null}
              </Stack>
              <ConfiguratorPreview productId={productId} options={product.options} design={design} mapping={mapping} />
            </>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}
