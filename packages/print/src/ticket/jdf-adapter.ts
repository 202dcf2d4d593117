import type { JobTicket } from './job-ticket.ts';

const PT_PER_MM = 72 / 25.4;

function attr(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function points(mm: number): string {
  return String(Math.round(mm * PT_PER_MM * 100) / 100);
}

/**
 * A minimal JDF 1.4 ticket (CIP4) for the job: a DigitalPrinting process with the artwork as its
 * RunList input, the finished product as its Component output (amount and trim size), the media
 * size including bleed, the process color model and the customer's order. Enough for workflow
 * systems that pick files up from a hotfolder; no imposition or finishing.
 */
export function jobTicketToJdf(ticket: JobTicket): string {
  const artwork = ticket.files.find((file) => file.role === 'artwork');
  const { width, height } = ticket.trimSize;
  const colorModel = ticket.colorMode === 'cmyk' ? 'DeviceCMYK' : 'DeviceRGB';
  return `<?xml version="1.0" encoding="UTF-8"?>
<JDF xmlns="http://www.CIP4.org/JDFSchema_1_1" ID="n_${attr(ticket.jobId)}" JobID="${attr(ticket.jobId)}" JobPartID="1" Type="DigitalPrinting" Version="1.4" Status="Waiting" DescriptiveName="${attr(ticket.product.name)}">
  <ResourcePool>
    <RunList ID="r_artwork" Class="Parameter" Status="Available" NPage="${ticket.sides.length}">
      <LayoutElement>
        <FileSpec URL="${attr(artwork?.name ?? '')}" MimeType="application/pdf"${artwork ? ` CheckSum="${artwork.sha256}"` : ''}/>
      </LayoutElement>
    </RunList>
    <DigitalPrintingParams ID="r_params" Class="Parameter" Status="Available"/>
    <ColorantControl ID="r_colorants" Class="Parameter" Status="Available" ProcessColorModel="${colorModel}"/>
    <Media ID="r_media" Class="Consumable" Status="Available" Dimension="${points(width + 2 * ticket.bleed)} ${points(height + 2 * ticket.bleed)}"/>
    <Component ID="r_product" Class="Quantity" Status="Unavailable" ComponentType="FinalProduct" Amount="${ticket.quantity}" Dimensions="${points(width)} ${points(height)} 0" DescriptiveName="${attr(ticket.product.name)}"/>
    <CustomerInfo ID="r_customer" Class="Parameter" Status="Available" CustomerOrderID="${attr(ticket.order.number ?? ticket.order.id)}" CustomerJobName="${attr(ticket.item.name ?? ticket.item.id)}"/>
  </ResourcePool>
  <ResourceLinkPool>
    <RunListLink rRef="r_artwork" Usage="Input"/>
    <DigitalPrintingParamsLink rRef="r_params" Usage="Input"/>
    <ColorantControlLink rRef="r_colorants" Usage="Input"/>
    <MediaLink rRef="r_media" Usage="Input"/>
    <ComponentLink rRef="r_product" Usage="Output" Amount="${ticket.quantity}"/>
    <CustomerInfoLink rRef="r_customer" Usage="Input"/>
  </ResourceLinkPool>
</JDF>
`;
}
