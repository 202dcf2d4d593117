import { useState } from 'react';
import { NumberInput, SimpleForm, TextInput, required, type ToolbarProps } from 'react-admin';
import { Stack } from '@mui/material';
import { ProductSelect } from '../common/ProductSelect.tsx';
import { TemplateDesignInput } from './TemplateDesignInput.tsx';

const tagsFormat = (value: unknown) => (Array.isArray(value) ? value.join(', ') : (value ?? ''));
const tagsParse = (value: string) => value.split(',').map((tag) => tag.trim()).filter(Boolean);

/**
 * A template's form: name, category, tags, minimum resolution, and the design in the designer's
 * template mode. A new template starts from a product's sides (picked here; not sent, the template is
 * not tied to it). The API's field refusals appear next to the fields; leaving with changes warns.
 */
export function TemplateForm({ isNew = false, toolbar }: { isNew?: boolean; toolbar?: React.ReactElement<ToolbarProps> }) {
  const [productId, setProductId] = useState<number | ''>('');
  return (
    <SimpleForm warnWhenUnsavedChanges defaultValues={isNew ? { min_ppi: 150, tags: [], fields: {}, layout: {} } : undefined} toolbar={toolbar} sx={{ maxWidth: 'none' }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ width: '100%' }}>
        <TextInput source="name" label="dcs.templates.name" validate={required()} />
        <TextInput source="category" label="dcs.templates.category" />
        <TextInput source="tags" label="dcs.templates.tags" format={tagsFormat} parse={tagsParse} helperText="dcs.templates.tags_help" />
        <NumberInput source="min_ppi" label="dcs.templates.min_ppi" min={1} max={2400} step={1} />
      </Stack>
      {isNew ? <ProductSelect value={productId} onChange={setProductId} label="dcs.templates.start_from" /> : null}
      {isNew && productId === '' ? null : <TemplateDesignInput key={productId} productId={productId === '' ? null : productId} />}
    </SimpleForm>
  );
}
