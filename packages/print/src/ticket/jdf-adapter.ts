import type { JobTicket } from './job-ticket.ts';

const PT_PER_MM = 72 / 25.4;

function attr(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function text(value: string): string {
  return value.replace(/[&<>]/g, (char) => `&#${char.charCodeAt(0)};`);
}

function points(mm: number): string {
  return String(Math.round(mm * PT_PER_MM * 100) / 100);
}

/** The grammage a paper's label or value names (`Soft-touch 400 g/m²` → 400), if any. */
function grammage(...labels: string[]): number | null {
  for (const label of labels) {
    const match = /(\d+(?:[.,]\d+)?)\s*(?:g\s*\/?\s*m|gsm|-?g\b)/i.exec(label) ?? /-(\d{2,4})$/.exec(label);
    if (match) return Number(match[1]!.replace(',', '.'));
  }
  return null;
}

/** `<Media>`: the page size (with bleed on sheets), and the paper or blank the customer chose. */
function mediaElement(ticket: JobTicket): string {
  const { width, height } = ticket.trimSize;
  const dimension = `${points(width + 2 * ticket.bleed)} ${points(height + 2 * ticket.bleed)}`;
  const media = ticket.media;
  const weight = media && ticket.output.kind === 'sheet' ? grammage(media.valueLabel, media.value) : null;
  const mediaType = ticket.output.kind === 'garment' ? 'Other' : 'Paper';
  const described = media ? ` DescriptiveName="${attr(`${media.label}: ${media.valueLabel}`)}" ProductID="${attr(media.value)}"` : '';
  return `<Media ID="r_media" Class="Consumable" Status="Available" Dimension="${dimension}" MediaType="${mediaType}"${weight === null ? '' : ` Weight="${weight}"`}${described}/>`;
}

/**
 * A JDF 1.4 ticket (CIP4) for the job: a DigitalPrinting process with the artwork as its RunList input
 * (one page per printed side, or per print area for garments), the finished product as its Component
 * output — `Amount` is the number of pieces to produce (1 pack of 500 cards → 500), the cart quantity's
 * meaning in its `DescriptiveName` — the Media with the paper or blank the customer chose (`MediaType`,
 * `Weight` in g/m² when its label names one), the process color model and the customer's order. Every
 * chosen option is a `GeneralID` (`IDUsage="option:<name>"`, the value) and, as people read them, the
 * `Comment` of the node; a forced job and the preflight warnings are comments too. No imposition or finishing.
 */
export function jobTicketToJdf(ticket: JobTicket): string {
  const artwork = ticket.files.find((file) => file.role === 'artwork');
  const { width, height } = ticket.trimSize;
  const colorModel = ticket.colorMode === 'cmyk' ? 'DeviceCMYK' : 'DeviceRGB';
  const amount = ticket.quantityMeaning.pieces;
  const options = ticket.options.map((option) => `${option.label}: ${option.valueLabel}`).join('; ');
  const comments = [
    `<Comment Name="Quantity">${text(ticket.quantityMeaning.text)}</Comment>`,
    ...(options ? [`<Comment Name="Options">${text(options)}</Comment>`] : []),
    ...(ticket.forced ? [`<Comment Name="Forced">${text(`FORCED by ${ticket.forced.by ?? 'an admin'} past ${ticket.forced.errors.length} preflight error(s): ${ticket.forced.errors.map((issue) => issue.message).join(' | ')}`)}</Comment>`] : []),
    ...ticket.warnings.map((issue) => `<Comment Name="Warning">${text(`${issue.side}/${issue.element}: ${issue.message}`)}</Comment>`),
  ];
  const ids = [
    ...ticket.options.map((option) => `<GeneralID IDUsage="option:${attr(option.name)}" IDValue="${attr(option.value)}"/>`),
    `<GeneralID IDUsage="quantity:units" IDValue="${ticket.quantity}"/>`,
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>
<JDF xmlns="http://www.CIP4.org/JDFSchema_1_1" ID="n_${attr(ticket.jobId)}" JobID="${attr(ticket.jobId)}" JobPartID="1" Type="DigitalPrinting" Version="1.4" Status="Waiting" DescriptiveName="${attr(ticket.product.name)}">
  ${comments.join('\n  ')}
  ${ids.join('\n  ')}
  <ResourcePool>
    <RunList ID="r_artwork" Class="Parameter" Status="Available" NPage="${ticket.pages.length}">
      <LayoutElement>
        <FileSpec URL="${attr(artwork?.name ?? '')}" MimeType="application/pdf"${artwork ? ` CheckSum="${artwork.sha256}"` : ''}/>
      </LayoutElement>
    </RunList>
    <DigitalPrintingParams ID="r_params" Class="Parameter" Status="Available"/>
    <ColorantControl ID="r_colorants" Class="Parameter" Status="Available" ProcessColorModel="${colorModel}"/>
    ${mediaElement(ticket)}
    <Component ID="r_product" Class="Quantity" Status="Unavailable" ComponentType="FinalProduct" Amount="${amount}" Dimensions="${points(width)} ${points(height)} 0" DescriptiveName="${attr(`${ticket.product.name}, ${ticket.quantityMeaning.text}`)}"/>
    <CustomerInfo ID="r_customer" Class="Parameter" Status="Available" CustomerOrderID="${attr(ticket.order.number ?? ticket.order.id)}" CustomerJobName="${attr(ticket.item.name ?? ticket.item.id)}"/>
  </ResourcePool>
  <ResourceLinkPool>
    <RunListLink rRef="r_artwork" Usage="Input"/>
    <DigitalPrintingParamsLink rRef="r_params" Usage="Input"/>
    <ColorantControlLink rRef="r_colorants" Usage="Input"/>
    <MediaLink rRef="r_media" Usage="Input"/>
    <ComponentLink rRef="r_product" Usage="Output" Amount="${amount}"/>
    <CustomerInfoLink rRef="r_customer" Usage="Input"/>
  </ResourceLinkPool>
</JDF>
`;
}
