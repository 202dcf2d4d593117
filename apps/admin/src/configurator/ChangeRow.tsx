import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { Box, Checkbox, FormControlLabel, FormHelperText, IconButton, MenuItem, Stack, TextField } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { CHANGE_ACTIONS, newChange, type ChangeAction, type ChangeColor, type LayerChange, type PaletteColor } from './mapping-model.ts';
import type { ConfiguratorCatalog } from './use-configurator-catalog.ts';

interface ChangeRowProps {
  change: LayerChange;
  onChange: (change: LayerChange) => void;
  onRemove: () => void;
  /** Layers of the chosen template's design, with the element types on each. */
  layers: ReadonlyArray<{ layer: string; types: string[] }>;
  anchors: readonly string[];
  catalog: ConfiguratorCatalog;
  error?: string;
  /** Accessible name of the row ("color = black, change 1"). */
  label: string;
}

// react-admin's theme makes every field full width; a change row keeps its fields on one line.
const small = { size: 'small', fullWidth: false } as const;

/**
 * A free-text field that offers known values (layer names, media, fonts) through a native datalist:
 * designs may name what the shop does not list. (MUI's Autocomplete would do the same, but importing
 * it here makes the bundler hoist Popper into the app's entry chunk: 20 KB gzip on every first load.)
 */
function Suggest({ label, value, options, onChange, width = 180 }: { label: string; value: string; options: ReadonlyArray<{ value: string; label: string }>; onChange: (value: string) => void; width?: number }) {
  const listId = useId();
  return (
    <>
      <TextField {...small} label={label} value={value} onChange={(event) => onChange(event.target.value)} sx={{ width }} slotProps={{ htmlInput: { list: listId, autoComplete: 'off' } }} />
      <datalist id={listId}>
        {options.map((option) => (
          <option key={option.value} value={option.value} label={option.label} />
        ))}
      </datalist>
    </>
  );
}

/** The palette colour with this hex, or the hex itself: palette colours keep their name and CMYK in the design. */
function ColorField({ value, palette, onChange, label }: { value: LayerChange['color']; palette: readonly PaletteColor[]; onChange: (color: LayerChange['color']) => void; label: string }) {
  const translate = useTranslate();
  const hex = typeof value === 'string' ? value : (value?.hex ?? '#000000');
  const paletteName = typeof value === 'object' ? value.name : '';
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <TextField select {...small} label={label} value={paletteName} onChange={(event) => onChange(palette.find((color) => color.name === event.target.value) ?? hex)} sx={{ width: 170 }}>
        <MenuItem value="">{translate('dcs.configurator.custom_color')}</MenuItem>
        {palette.map((color) => (
          <MenuItem key={color.name} value={color.name}>
            <Box component="span" sx={{ display: 'inline-block', width: 14, height: 14, mr: 1, bgcolor: color.hex, border: '1px solid #757575' }} />
            {color.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField {...small} label={translate('dcs.configurator.hex')} value={hex} disabled={paletteName !== ''} onChange={(event) => onChange(event.target.value)} sx={{ width: 110 }} slotProps={{ htmlInput: { maxLength: 7 } }} />
      <Box aria-hidden sx={{ width: 24, height: 24, bgcolor: /^#[0-9a-f]{6}$/i.test(hex) ? hex : 'transparent', border: '1px solid #757575' }} />
    </Stack>
  );
}

type Fields = { change: LayerChange; set: (fields: Partial<LayerChange>) => void; t: (key: string) => string };

/** A number the change sets, or left empty for "unchanged". */
function NumberField({ label, value, onChange, width = 110 }: { label: string; value: number | undefined; onChange: (value: number | undefined) => void; width?: number }) {
  return <TextField {...small} type="number" label={label} value={value ?? ''} onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))} sx={{ width }} />;
}

/** The family's face: weight and style, each left empty for "unchanged". */
function FaceFields({ change, set, t }: Fields) {
  return (
    <>
      <TextField select {...small} label={t('weight')} value={change.fontWeight ?? ''} onChange={(event) => set({ fontWeight: event.target.value === '' ? undefined : Number(event.target.value) })} sx={{ width: 100 }}>
        <MenuItem value="">—</MenuItem>
        {[100, 200, 300, 400, 500, 600, 700, 800, 900].map((weight) => (
          <MenuItem key={weight} value={weight}>
            {weight}
          </MenuItem>
        ))}
      </TextField>
      <TextField select {...small} label={t('style')} value={change.fontStyle ?? ''} onChange={(event) => set({ fontStyle: (event.target.value || undefined) as LayerChange['fontStyle'] })} sx={{ width: 110 }}>
        <MenuItem value="">—</MenuItem>
        <MenuItem value="normal">{t('normal')}</MenuItem>
        <MenuItem value="italic">{t('italic')}</MenuItem>
      </TextField>
    </>
  );
}

/**
 * Face, outline, shadow and curve with the family kept. An effect's colour field empty leaves it unchanged,
 * "none" removes it; the shadow's offsets and any palette colour are edited in the JSON tab.
 */
function TextStyleFields({ change, set, t }: Fields) {
  return (
    <>
      <FaceFields change={change} set={set} t={t} />
      <EffectColorField label={t('outline')} hint={t('effect_hint')} effect={change.stroke} onChange={(color) => set({ stroke: color == null ? color : { color, width: change.stroke?.width ?? 0.3 } })} />
      {change.stroke ? <NumberField label={t('outline_width')} value={change.stroke.width} onChange={(width) => set({ stroke: { ...change.stroke!, width: width ?? 0.3 } })} width={100} /> : null}
      <EffectColorField label={t('shadow')} effect={change.shadow} onChange={(color) => set({ shadow: color == null ? color : { color, offsetX: change.shadow?.offsetX ?? 1, offsetY: change.shadow?.offsetY ?? 1 } })} />
      <NumberField label={t('curve')} value={change.curve} onChange={(curve) => set({ curve })} width={130} />
    </>
  );
}

/** An outline's or a shadow's colour as typed: empty leaves the effect unchanged (undefined), "none" removes it (null). */
function EffectColorField({ label, hint, effect, onChange }: { label: string; hint?: string; effect: { color: ChangeColor } | null | undefined; onChange: (color: string | null | undefined) => void }) {
  const text = effect === null ? 'none' : typeof effect?.color === 'string' ? effect.color : (effect?.color.hex ?? '');
  return (
    <TextField
      {...small}
      label={label}
      value={text}
      onChange={(event) => {
        const typed = event.target.value.trim();
        onChange(typed === '' ? undefined : typed.toLowerCase() === 'none' ? null : typed);
      }}
      sx={{ width: 150 }}
      helperText={hint}
    />
  );
}

/** One layer change: the action, the layer (from the template's layers), and the fields that action takes. */
export function ChangeRow({ change, onChange, onRemove, layers, anchors, catalog, error, label }: ChangeRowProps) {
  const translate = useTranslate();
  const set = (fields: Partial<LayerChange>) => onChange({ ...change, ...fields });
  const t = (key: string) => translate(`dcs.configurator.${key}`);
  const layer = layers.find((candidate) => candidate.layer === change.layer);
  const fits = CHANGE_ACTIONS[change.action]?.fits ?? 'any';
  return (
    <Box role="group" aria-label={label} sx={{ borderLeft: 3, borderColor: error ? 'error.main' : 'divider', pl: 1, py: 0.5 }}>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap alignItems="center">
        <TextField
          select
          {...small}
          label={t('action')}
          value={change.action in CHANGE_ACTIONS ? change.action : ''}
          onChange={(event) => onChange(newChange(event.target.value as ChangeAction, change.layer))}
          sx={{ width: 170 }}
        >
          {Object.keys(CHANGE_ACTIONS).map((action) => (
            <MenuItem key={action} value={action}>
              {t(`actions.${action}`)}
            </MenuItem>
          ))}
        </TextField>
        <Suggest label={t('layer')} value={change.layer} options={layers.map(({ layer: name, types }) => ({ value: name, label: `${name} (${types.join(', ')})` }))} onChange={(name) => set({ layer: name })} />
        {change.action === 'set_text' ? <TextField {...small} label={t('text')} value={change.text ?? ''} onChange={(event) => set({ text: event.target.value })} sx={{ width: 240 }} /> : null}
        {change.action === 'set_color' ? (
          <>
            <ColorField label={t('color')} value={change.color} palette={catalog.colors} onChange={(color) => set({ color })} />
            <TextField select {...small} label={t('target')} value={change.target ?? 'fill'} onChange={(event) => set({ target: event.target.value as 'fill' | 'stroke' })} sx={{ width: 100 }}>
              <MenuItem value="fill">{t('fill')}</MenuItem>
              <MenuItem value="stroke">{t('stroke')}</MenuItem>
            </TextField>
            <TextField {...small} label={t('region')} value={change.region ?? ''} onChange={(event) => set({ region: event.target.value || undefined })} sx={{ width: 110 }} />
          </>
        ) : null}
        {change.action === 'set_image' ? <Suggest label={t('media')} value={change.media ?? ''} options={catalog.media} onChange={(media) => set({ media })} width={220} /> : null}
        {change.action === 'set_clipart' ? <Suggest label={t('clipart')} value={change.clipart ?? ''} options={catalog.cliparts} onChange={(clipart) => set({ clipart })} width={220} /> : null}
        {change.action === 'set_font' ? (
          <>
            <Suggest label={t('font')} value={change.fontFamily ?? ''} options={catalog.fonts} onChange={(fontFamily) => set({ fontFamily })} />
            <FaceFields change={change} set={set} t={t} />
          </>
        ) : null}
        {change.action === 'set_text_style' ? <TextStyleFields change={change} set={set} t={t} /> : null}
        {change.action === 'set_filter' ? (
          <>
            <TextField select {...small} label={t('tone')} value={change.tone ?? ''} onChange={(event) => set({ tone: (event.target.value || undefined) as LayerChange['tone'] })} sx={{ width: 130 }}>
              <MenuItem value="">{t('unchanged')}</MenuItem>
              <MenuItem value="none">{t('none')}</MenuItem>
              <MenuItem value="greyscale">{t('greyscale')}</MenuItem>
              <MenuItem value="sepia">{t('sepia')}</MenuItem>
            </TextField>
            <NumberField label={t('brightness')} value={change.brightness} onChange={(brightness) => set({ brightness })} />
            <NumberField label={t('contrast')} value={change.contrast} onChange={(contrast) => set({ contrast })} />
          </>
        ) : null}
        {change.action === 'move_to_anchor' ? (
          <>
            <TextField select {...small} label={t('anchor')} value={anchors.includes(change.anchor ?? '') ? change.anchor : ''} onChange={(event) => set({ anchor: event.target.value })} sx={{ width: 140 }}>
              {anchors.map((name) => (
                <MenuItem key={name} value={name}>
                  {name}
                </MenuItem>
              ))}
            </TextField>
            <FormControlLabel control={<Checkbox checked={change.resize ?? false} onChange={(event) => set({ resize: event.target.checked })} />} label={t('resize')} />
          </>
        ) : null}
        <IconButton aria-label={`${translate('ra.action.remove')}: ${label}`} onClick={onRemove} size="small">
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Stack>
      {layer && fits !== 'any' && fits !== 'top-level elements' && !layer.types.some((type) => fits.includes(type)) ? (
        <FormHelperText>{translate('dcs.configurator.no_fit', { layer: change.layer, types: layer.types.join(', '), fits })}</FormHelperText>
      ) : null}
      {error ? (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
