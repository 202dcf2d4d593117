import { defineErrors } from '../error-definition.ts';

/** Errors of the Design templates and smart layouts addon. */
export const templatesErrors = defineErrors({
  svc_template_not_found: { status: 404, message: 'Design template {id} was not found.' },
  svc_template_invalid: { status: 400, message: 'The design template is invalid at {path}: {reason}' },
  svc_template_assignment_not_found: {
    status: 404,
    message: 'Design template {template} is not assigned to product {product}.',
  },
  svc_template_product_unassigned: { status: 404, message: 'Product {product} has no design template assigned.' },
  svc_template_product_not_designable: {
    status: 422,
    message: 'Product {product} has no designable sides with print areas to fit a template to.',
  },
  svc_template_mockup_missing: {
    status: 404,
    message: 'The assignment of design template {template} to product {product} has no mockup image.',
  },
  svc_template_media_not_found: {
    status: 404,
    message: 'Image {id} of the media library is not used by any design template.',
  },
  svc_template_refit_invalid: { status: 400, message: 'The layout cannot be fitted: {reason}' },
});
