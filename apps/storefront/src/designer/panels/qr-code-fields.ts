import { QR_MAX_PAYLOAD_BYTES, qrPayload, type Color, type QrCodeElement, type QrContent } from '@dcs/design';
import { h } from '../dom.ts';
import type { MessageKey } from '../i18n.ts';
import { fieldId, type PanelContext } from './panel-context.ts';

type ColorField = (ctx: PanelContext, label: string, name: string, current: Color, apply: (color: Color) => void) => HTMLElement;

/** The fields of each kind of content: key, label, input type, and whether it may stay empty. */
const FIELDS: { [K in QrContent['kind']]: Array<{ key: string; label: MessageKey; type: string; optional?: boolean; autocomplete?: string }> } = {
  url: [{ key: 'url', label: 'qrUrl', type: 'url' }],
  text: [{ key: 'text', label: 'qrText', type: 'text' }],
  vcard: [
    { key: 'name', label: 'qrName', type: 'text', autocomplete: 'name' },
    { key: 'organization', label: 'qrOrganization', type: 'text', optional: true, autocomplete: 'organization' },
    { key: 'phone', label: 'qrPhone', type: 'tel', optional: true, autocomplete: 'tel' },
    { key: 'email', label: 'qrEmail', type: 'email', optional: true, autocomplete: 'email' },
    { key: 'url', label: 'qrWebsite', type: 'url', optional: true, autocomplete: 'url' },
  ],
};

/** Content of another kind, carrying over what the customer typed where it fits. */
function convert(content: QrContent, kind: QrContent['kind'], name: string): QrContent {
  const words = content.kind === 'url' ? content.url : content.kind === 'text' ? content.text : content.url || content.name;
  if (kind === 'url') return { kind, url: content.kind === 'vcard' ? content.url || 'https://' : words };
  if (kind === 'text') return { kind, text: words };
  return { kind, name, organization: '', phone: '', email: '', url: content.kind === 'url' ? content.url : '' };
}

/**
 * A QR code's content (a web address, a contact card or a text) and its two colours. A field that
 * must not be empty, or content too long for a QR code, is refused as it is typed: the code keeps
 * what it said and the field says why.
 */
export function qrCodeFields(ctx: PanelContext, element: QrCodeElement, colorField: ColorField): HTMLElement {
  const { t, act, model } = ctx;
  const editor = model.editor;
  const content = element.content;
  const message = h('p', { class: 'field-error', id: 'dcs-qr-error', role: 'alert' });
  const update = (patch: Partial<QrCodeElement>, coalesce?: string) => act(() => editor.updateElement(element.id, patch as never, coalesce ? { coalesce } : {}));
  const kind = h('select', { 'data-role': 'qr-kind', onChange: (event: Event) => update({ content: convert(content, (event.target as HTMLSelectElement).value as QrContent['kind'], t('qrName')) }) },
    (['url', 'vcard', 'text'] as const).map((value) => h('option', { value, selected: content.kind === value }, t(`qr_${value}`))));
  const inputs = FIELDS[content.kind].map((field) => {
    const id = fieldId('dcs', `qr-${field.key}`);
    const input = h('input', { id, type: field.type, 'data-role': `qr-${field.key}`, maxlength: '1000', autocomplete: field.autocomplete ?? 'off', 'aria-describedby': 'dcs-qr-error', ...(field.type === 'url' ? { inputmode: 'url' } : {}) });
    input.value = (content as unknown as Record<string, string>)[field.key] ?? '';
    input.addEventListener('input', () => {
      const next = { ...content, [field.key]: input.value } as QrContent;
      const bytes = new TextEncoder().encode(qrPayload(next)).length;
      const refusal = !field.optional && input.value.trim() === '' ? t('qrEmpty') : bytes > QR_MAX_PAYLOAD_BYTES ? t('qrTooLong', { bytes, max: QR_MAX_PAYLOAD_BYTES }) : '';
      message.textContent = refusal;
      input.setAttribute('aria-invalid', String(refusal !== ''));
      if (!refusal) void update({ content: next }, `qr:${element.id}:${field.key}`);
    });
    input.addEventListener('blur', () => editor.sealHistory());
    return h('div', { class: 'field' }, h('label', { for: id }, t(field.label)), input);
  });
  kind.id = fieldId('dcs', 'qr-kind');
  return h('div', { class: 'qr-fields' },
    h('div', { class: 'field' }, h('label', { for: kind.id }, t('qrKind')), kind),
    inputs,
    message,
    colorField(ctx, t('qrColor'), 'qr-color', element.color, (color) => editor.updateElement(element.id, { color } as never, { coalesce: `qr-color:${element.id}` })),
    colorField(ctx, t('qrBackground'), 'qr-background', element.background, (color) => editor.updateElement(element.id, { background: color } as never, { coalesce: `qr-bg:${element.id}` })));
}
