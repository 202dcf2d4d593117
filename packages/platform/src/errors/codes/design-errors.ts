import { defineErrors } from '../error-definition.ts';

/** Errors of the design area: design documents, their resources (fonts, images, cliparts) and rendering. */
export const designErrors = defineErrors({
  svc_design_invalid: { status: 400, message: 'The design is invalid at {path}: {reason}' },
  svc_design_version_unsupported: {
    status: 400,
    message: 'The design has schema version {version}; this service reads versions 1 to {current}.',
  },
  svc_design_side_not_found: { status: 404, message: 'The design has no side "{side}".' },
  svc_design_font_missing: {
    status: 422,
    message: 'The font "{family}" (weight {weight}, {style}) used at {path} is not available.',
  },
  svc_design_font_invalid: { status: 422, message: 'The font file of "{family}" could not be read: {reason}' },
  svc_design_asset_missing: { status: 422, message: 'The {kind} "{ref}" used at {path} is not available.' },
  svc_design_asset_invalid: { status: 422, message: 'The {kind} "{ref}" could not be read: {reason}' },
});
