import type { DesignDocument, LayoutRule } from '@dcs/design';

/**
 * Constraints of one placeholder, exactly the template API's `fields[id]` (the design-templates addon
 * refuses other keys): what the customer sees and may pick.
 */
export interface FieldConstraints {
  label?: string;
  allowed_fonts?: string[];
  allowed_colors?: string[];
  min_ppi?: number;
}

/** An image of the shop's media library that a template may place (`media:<id>`). */
export interface LibraryImage {
  ref: string;
  title: string;
  thumbnailUrl: string;
  width: number;
  height: number;
}

/**
 * What the host of a template editor (the admin app) hands `<dcs-designer mode="template">` through
 * its `templateHost` property, before the element is connected. The designer itself knows only the
 * storefront API; the media library and the template API belong to the host.
 */
export interface TemplateHost {
  /** The template's design; without it the editor starts from the product's sides, empty. */
  document?: DesignDocument | null;
  fields?: Record<string, FieldConstraints>;
  layout?: Record<string, LayoutRule>;
  /** Where the browser reads an image reference the storefront cannot serve (`media:<id>` for staff). */
  imageUrl?: (ref: string) => string | null;
  /** The images staff may place (the media library). */
  listImages?: () => Promise<LibraryImage[]>;
}

/** What a template editor has made: the body fields of the template API besides name and category. */
export interface TemplateState {
  design: DesignDocument;
  fields: Record<string, FieldConstraints>;
  layout: Record<string, LayoutRule>;
}
